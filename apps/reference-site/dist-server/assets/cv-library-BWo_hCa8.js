import { jsx, jsxs } from "react/jsx-runtime";
import { useState, useCallback, useEffect, useRef, useId } from "react";
import { u as useCandidateApis } from "./candidate-kit-Djhs1aeg.js";
import { n as notify } from "../entry-server.js";
import { b as FieldShell, I as InputField } from "./form-field-COiSxy66.js";
import { aR as CV_ACCEPT, aS as CV_MAX_BYTES, ab as formatDate, n as errorMessage, S as SAVED_CV_NAME_MAX, d as checkCvFile, al as fieldErrors } from "./sdk-CEZq98YD.js";
import { C as ConfirmDialog } from "./modal-B5e-VqO7.js";
/* empty css                   */
import { A as AsyncStateNotice } from "./async-state-notice-BSKf81ks.js";
import { S as SAVED_CV_LIMIT } from "./sdk-candidate-B4drHGnx.js";
const MAX_MB = CV_MAX_BYTES / (1024 * 1024);
function CvFileField({ error, onFile, inputRef }) {
  return /* @__PURE__ */ jsx(FieldShell, { label: "File CV", required: true, error, hint: `PDF hoặc DOCX, tối đa ${MAX_MB} MB`, children: ({ id, describedBy, invalid }) => /* @__PURE__ */ jsx(
    "input",
    {
      id,
      ref: inputRef,
      type: "file",
      name: "cv",
      className: "input cand-file",
      accept: CV_ACCEPT,
      required: true,
      "aria-describedby": describedBy,
      "aria-invalid": invalid || void 0,
      onChange: (event) => onFile(event.target.files?.[0] ?? null)
    }
  ) });
}
function CvUploadProgress({ id, text }) {
  return /* @__PURE__ */ jsxs("div", { className: "cand-progress", id, role: "status", children: [
    /* @__PURE__ */ jsx("progress", { "aria-label": "Đang tải CV lên" }),
    /* @__PURE__ */ jsx("span", { children: text })
  ] });
}
const LOAD_FAILED = "Không thể tải thư viện CV";
const FILE_FAILED = "Không thể tải file CV";
function fileSize(bytes) {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString("vi-VN", {
    maximumFractionDigits: 1
  })} MB`;
}
function useSavedCvs() {
  const apis = useCandidateApis();
  const [state, setState] = useState({
    status: "loading"
  });
  const reload = useCallback(async () => {
    try {
      setState({ status: "ready", list: await apis.savedCvs.list() });
    } catch (error) {
      setState({ status: "error", message: errorMessage(error, LOAD_FAILED) });
    }
  }, [apis]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return [state, reload];
}
function UploadForm({ onUploaded }) {
  const apis = useCandidateApis();
  const [name, setName] = useState("");
  const [file, setFile] = useState(null);
  const [error, setError] = useState(null);
  const [nameError, setNameError] = useState();
  const [pending, setPending] = useState(false);
  const fileRef = useRef(null);
  const progressId = useId();
  async function submit(event) {
    event.preventDefault();
    setError(null);
    setNameError(void 0);
    setPending(true);
    try {
      await apis.savedCvs.upload(file, { name });
      notify.success("Đã lưu CV vào thư viện");
      setName("");
      setFile(null);
      if (fileRef.current) fileRef.current.value = "";
      await onUploaded();
    } catch (caught) {
      const errors = fieldErrors(caught);
      setNameError(errors.name?.[0]);
      setError(errors.cv?.[0] ?? (errors.name ? null : errorMessage(caught, "Không thể tải CV lên")));
    } finally {
      setPending(false);
    }
  }
  return /* @__PURE__ */ jsxs("form", { className: "form cv-library__upload", onSubmit: (event) => void submit(event), noValidate: true, "aria-describedby": pending ? progressId : void 0, children: [
    /* @__PURE__ */ jsx("h3", { children: "Tải CV mới" }),
    /* @__PURE__ */ jsx(
      InputField,
      {
        label: "Tên CV",
        hint: "Không bắt buộc, ví dụ: CV Backend tiếng Anh",
        maxLength: SAVED_CV_NAME_MAX,
        value: name,
        error: nameError,
        onChange: (event) => setName(event.target.value)
      }
    ),
    /* @__PURE__ */ jsx(
      CvFileField,
      {
        error: error ?? void 0,
        inputRef: fileRef,
        onFile: (chosen) => {
          setFile(chosen);
          void (chosen ? checkCvFile(chosen) : Promise.resolve(null)).then(setError);
        }
      }
    ),
    pending ? /* @__PURE__ */ jsx(CvUploadProgress, { id: progressId, text: "Đang tải CV lên..." }) : null,
    /* @__PURE__ */ jsx("div", { className: "actions", children: /* @__PURE__ */ jsx("button", { type: "submit", className: "btn btn-primary", disabled: pending, "aria-busy": pending || void 0, children: pending ? "Đang tải lên..." : "Tải CV lên" }) })
  ] });
}
function RenameForm({ cv, onDone }) {
  const apis = useCandidateApis();
  const [name, setName] = useState(cv.name);
  const [error, setError] = useState();
  const [pending, setPending] = useState(false);
  async function submit(event) {
    event.preventDefault();
    setPending(true);
    try {
      await apis.savedCvs.update(cv.id, { name });
      await onDone(true);
    } catch (caught) {
      setError(fieldErrors(caught).name?.[0] ?? errorMessage(caught, "Không thể đổi tên CV"));
      setPending(false);
    }
  }
  return /* @__PURE__ */ jsxs("form", { className: "cv-library__rename", onSubmit: (event) => void submit(event), noValidate: true, children: [
    /* @__PURE__ */ jsx(InputField, { label: "Tên mới", maxLength: SAVED_CV_NAME_MAX, value: name, error, autoFocus: true, onChange: (event) => setName(event.target.value) }),
    /* @__PURE__ */ jsxs("div", { className: "actions", children: [
      /* @__PURE__ */ jsx("button", { type: "submit", className: "btn btn-primary btn-sm", disabled: pending, "aria-busy": pending || void 0, children: "Lưu" }),
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline btn-sm", disabled: pending, onClick: () => void onDone(false), children: "Hủy" })
    ] })
  ] });
}
function CvLibrarySection() {
  const apis = useCandidateApis();
  const [state, reload] = useSavedCvs();
  const [renaming, setRenaming] = useState(null);
  const [deleting, setDeleting] = useState(null);
  const [busy, setBusy] = useState(false);
  const list = state.status === "ready" ? state.list : [];
  async function makeDefault(cv) {
    setBusy(true);
    try {
      await apis.savedCvs.update(cv.id, { is_default: true });
      await reload();
    } catch (error) {
      notify.error(errorMessage(error, "Không thể đặt CV mặc định"));
    } finally {
      setBusy(false);
    }
  }
  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      notify.success(await apis.savedCvs.remove(deleting.id));
      setDeleting(null);
      await reload();
    } catch (error) {
      notify.error(errorMessage(error, "Không thể xóa CV"));
    } finally {
      setBusy(false);
    }
  }
  async function download(cv) {
    try {
      const url = URL.createObjectURL(await apis.savedCvs.file(cv.id));
      const link = document.createElement("a");
      link.href = url;
      link.download = cv.file_name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      notify.error(errorMessage(error, FILE_FAILED));
    }
  }
  return /* @__PURE__ */ jsxs("section", { className: "card cv-library", "aria-labelledby": "cv-library", children: [
    /* @__PURE__ */ jsx("h2", { id: "cv-library", children: "Thư viện CV" }),
    /* @__PURE__ */ jsxs("p", { className: "muted", children: [
      "Lưu tối đa ",
      SAVED_CV_LIMIT,
      " CV để ứng tuyển nhanh. CV mặc định được chọn sẵn khi ứng tuyển; hồ sơ đã gửi giữ bản CV riêng của nó."
    ] }),
    /* @__PURE__ */ jsx(AsyncStateNotice, { state }),
    state.status === "ready" && list.length === 0 ? /* @__PURE__ */ jsx("p", { className: "cv-library__empty", children: "Bạn chưa lưu CV nào. Tải CV đầu tiên lên bên dưới." }) : null,
    list.length > 0 ? /* @__PURE__ */ jsxs("fieldset", { className: "cv-library__set", disabled: busy, children: [
      /* @__PURE__ */ jsx("legend", { children: "CV mặc định" }),
      /* @__PURE__ */ jsx("ul", { className: "cv-library__list", children: list.map((cv) => /* @__PURE__ */ jsxs("li", { className: "cv-library__item", children: [
        /* @__PURE__ */ jsxs("label", { className: "cv-library__choice", children: [
          /* @__PURE__ */ jsx("input", { type: "radio", name: "default-cv", checked: cv.is_default, onChange: () => void makeDefault(cv) }),
          /* @__PURE__ */ jsxs("span", { className: "cv-library__title", children: [
            /* @__PURE__ */ jsx("span", { className: "cv-library__name", children: cv.name }),
            cv.is_default ? /* @__PURE__ */ jsx("span", { className: "cv-library__default", children: "Mặc định" }) : null
          ] })
        ] }),
        /* @__PURE__ */ jsxs("p", { className: "cv-library__meta muted", children: [
          cv.file_name,
          " · ",
          cv.file_type.toUpperCase(),
          " · ",
          fileSize(cv.size),
          " · ",
          formatDate(cv.created_at)
        ] }),
        renaming === cv.id ? /* @__PURE__ */ jsx(
          RenameForm,
          {
            cv,
            onDone: async (saved) => {
              if (saved) await reload();
              setRenaming(null);
            }
          }
        ) : /* @__PURE__ */ jsxs("div", { className: "cv-library__actions", children: [
          /* @__PURE__ */ jsxs("button", { type: "button", className: "btn btn-outline btn-sm", onClick: () => void download(cv), children: [
            "Tải về",
            /* @__PURE__ */ jsxs("span", { className: "visually-hidden", children: [
              " ",
              cv.name
            ] })
          ] }),
          /* @__PURE__ */ jsxs("button", { type: "button", className: "btn btn-outline btn-sm", onClick: () => setRenaming(cv.id), children: [
            "Đổi tên",
            /* @__PURE__ */ jsxs("span", { className: "visually-hidden", children: [
              " ",
              cv.name
            ] })
          ] }),
          /* @__PURE__ */ jsxs("button", { type: "button", className: "btn btn-outline btn-sm cv-library__delete", onClick: () => setDeleting(cv), children: [
            "Xóa",
            /* @__PURE__ */ jsxs("span", { className: "visually-hidden", children: [
              " ",
              cv.name
            ] })
          ] })
        ] })
      ] }, cv.id)) })
    ] }) : null,
    state.status === "ready" && list.length < SAVED_CV_LIMIT ? /* @__PURE__ */ jsx(UploadForm, { onUploaded: reload }) : null,
    state.status === "ready" && list.length >= SAVED_CV_LIMIT ? /* @__PURE__ */ jsxs("p", { className: "muted", children: [
      "Bạn đã lưu đủ ",
      SAVED_CV_LIMIT,
      " CV. Xóa bớt một CV để tải CV mới."
    ] }) : null,
    deleting ? /* @__PURE__ */ jsx(
      ConfirmDialog,
      {
        title: "Xóa CV?",
        message: /* @__PURE__ */ jsxs("p", { children: [
          "Xóa ",
          /* @__PURE__ */ jsx("strong", { children: deleting.name }),
          " khỏi thư viện? Các hồ sơ đã gửi bằng CV này vẫn giữ nguyên."
        ] }),
        confirmLabel: "Xóa",
        danger: true,
        pending: busy,
        onConfirm: () => void confirmDelete(),
        onCancel: () => setDeleting(null)
      }
    ) : null
  ] });
}
export {
  CvFileField as C,
  CvUploadProgress as a,
  CvLibrarySection as b,
  fileSize as f,
  useSavedCvs as u
};
