import { jsxs, jsx, Fragment } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
import { useMemo, useState, useId, useEffect } from "react";
import * as z from "zod/mini";
import { u as useCandidateApis } from "./candidate-kit-Djhs1aeg.js";
import { t as useQueryCache, n as notify } from "../entry-server.js";
import { F as FormError, I as InputField, T as TextareaField } from "./form-field-COiSxy66.js";
import { u as useApiForm } from "./use-api-form-B6bThBsu.js";
import { Link } from "react-router";
import { u as useSavedCvs, f as fileSize, C as CvFileField, a as CvUploadProgress } from "./cv-library-BWo_hCa8.js";
import { u as useProfile } from "./use-profile-E2NF8VY7.js";
import { M as Modal } from "./modal-B5e-VqO7.js";
import { C as CANDIDATE_TEXTS } from "./texts-BMdRSHzG.js";
import { S as SAVED_CV_LIMIT } from "./sdk-candidate-B4drHGnx.js";
import { A as ApplicationCreateFieldsSchema, d as checkCvFile, aH as dailyLimitOf, aF as MSG_CHECK_FIELDS, al as fieldErrors, n as errorMessage, aI as ReportBodySchema } from "./sdk-CEZq98YD.js";
/* empty css                   */
import { Heart } from "lucide-react";
function DailyLimitDialog({ limit, onClose }) {
  return /* @__PURE__ */ jsxs(Modal, { title: CANDIDATE_TEXTS.dailyLimitTitle, onClose, role: "alertdialog", children: [
    /* @__PURE__ */ jsx("p", { children: limit.message }),
    /* @__PURE__ */ jsxs("p", { children: [
      "Hôm nay bạn đã gửi ",
      /* @__PURE__ */ jsx("strong", { children: limit.applied_today }),
      " / ",
      /* @__PURE__ */ jsx("strong", { children: limit.daily_limit }),
      " hồ sơ (giới hạn mỗi ngày). Hãy quay lại vào ngày mai hoặc nâng cấp Premium để ứng tuyển nhiều hơn."
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "actions cand-modal__actions", children: [
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: onClose, children: "Đóng" }),
      /* @__PURE__ */ jsx(Link, { className: "btn btn-primary", to: "/premium", children: "Nâng cấp Premium" })
    ] })
  ] });
}
const EMPTY = { name: "", email: "", phone_number: "", description: "" };
function applyFormSchema(post) {
  return z.pipe(
    z.transform((values) => ({ ...values, post })),
    ApplicationCreateFieldsSchema
  );
}
function ApplyModal({ job, onClose, onApplied, onDailyLimit }) {
  const apis = useCandidateApis();
  const { forget } = useQueryCache();
  const schema = useMemo(() => applyFormSchema(job.id), [job.id]);
  const form = useApiForm(schema, EMPTY);
  const [file, setFile] = useState(null);
  const [cvError, setCvError] = useState(null);
  const progressId = useId();
  const [profile] = useProfile();
  const { getValues, setValue } = form;
  const [library] = useSavedCvs();
  const saved = library.status === "ready" ? library.list : [];
  const [picked, setPicked] = useState(null);
  const choice = picked ?? saved.find((cv) => cv.is_default)?.id ?? saved[0]?.id ?? "new";
  const [keep, setKeep] = useState(true);
  const libraryHasRoom = library.status === "ready" && saved.length < SAVED_CV_LIMIT;
  const prefill = profile.status === "ready" ? profile.data : null;
  useEffect(() => {
    if (!prefill) return;
    if (!getValues("name")) setValue("name", prefill.fullname);
    if (!getValues("email")) setValue("email", prefill.email);
  }, [prefill, getValues, setValue]);
  async function onFileChange(chosen) {
    setFile(chosen);
    form.clearErrors("root.cv");
    setCvError(chosen ? await checkCvFile(chosen) : null);
  }
  async function onInvalid() {
    form.setFormError(MSG_CHECK_FIELDS);
    setCvError(choice === "new" ? await checkCvFile(file) : null);
  }
  async function onSubmit(fields) {
    try {
      const application = choice === "new" ? await apis.applications.apply({ ...fields, save_cv: keep && libraryHasRoom }, file) : await apis.applications.apply({ ...fields, saved_cv_id: choice }, null);
      forget();
      notify.success(CANDIDATE_TEXTS.applySuccess);
      onApplied(application);
    } catch (error) {
      const limit = dailyLimitOf(error);
      if (limit) {
        onDailyLimit(limit);
        return;
      }
      const keys = form.showFieldErrors(error);
      const onFields = keys.some((key) => key in EMPTY || key === "cv" || key === "saved_cv_id");
      form.setFormError(onFields ? MSG_CHECK_FIELDS : fieldErrors(error).post?.[0] ?? errorMessage(error, CANDIDATE_TEXTS.applyFailed));
    }
  }
  return /* @__PURE__ */ jsxs(Modal, { title: "Ứng tuyển", onClose, busy: form.pending, children: [
    /* @__PURE__ */ jsxs("p", { className: "cand-modal__sub", children: [
      "Vị trí: ",
      /* @__PURE__ */ jsx("strong", { children: job.title })
    ] }),
    /* @__PURE__ */ jsxs("form", { className: "form", onSubmit: form.submit(onSubmit, onInvalid), noValidate: true, "aria-describedby": form.pending ? progressId : void 0, children: [
      /* @__PURE__ */ jsx(FormError, { message: form.formError }),
      /* @__PURE__ */ jsx(InputField, { label: "Họ và tên", autoComplete: "name", required: true, ...form.field("name") }),
      /* @__PURE__ */ jsx(InputField, { label: "Email", type: "email", autoComplete: "email", required: true, ...form.field("email") }),
      /* @__PURE__ */ jsx(InputField, { label: "Số điện thoại", type: "tel", autoComplete: "tel", required: true, ...form.field("phone_number") }),
      /* @__PURE__ */ jsx(TextareaField, { label: "Thư giới thiệu", rows: 5, maxLength: 5e3, hint: "Không bắt buộc, tối đa 5000 ký tự", ...form.field("description") }),
      saved.length > 0 ? /* @__PURE__ */ jsxs("fieldset", { className: "cv-choice", children: [
        /* @__PURE__ */ jsx("legend", { children: "Chọn CV" }),
        saved.map((cv) => /* @__PURE__ */ jsxs("label", { className: "cv-choice__option", children: [
          /* @__PURE__ */ jsx("input", { type: "radio", name: "cv-choice", checked: choice === cv.id, onChange: () => setPicked(cv.id) }),
          /* @__PURE__ */ jsxs("span", { children: [
            /* @__PURE__ */ jsx("strong", { children: cv.name }),
            cv.is_default ? " (mặc định)" : "",
            /* @__PURE__ */ jsx("br", {}),
            /* @__PURE__ */ jsxs("small", { className: "muted", children: [
              cv.file_name,
              " · ",
              fileSize(cv.size)
            ] })
          ] })
        ] }, cv.id)),
        /* @__PURE__ */ jsxs("label", { className: "cv-choice__option", children: [
          /* @__PURE__ */ jsx("input", { type: "radio", name: "cv-choice", checked: choice === "new", onChange: () => setPicked("new") }),
          /* @__PURE__ */ jsx("span", { children: "Tải CV mới" })
        ] }),
        /* @__PURE__ */ jsx(FormError, { message: form.otherError("saved_cv_id") })
      ] }) : null,
      choice === "new" ? /* @__PURE__ */ jsx(CvFileField, { error: cvError ?? form.otherError("cv"), onFile: (file2) => void onFileChange(file2) }) : null,
      choice === "new" && libraryHasRoom ? /* @__PURE__ */ jsxs("label", { className: "cv-choice__keep", children: [
        /* @__PURE__ */ jsx("input", { type: "checkbox", checked: keep, onChange: (event) => setKeep(event.target.checked) }),
        "Lưu CV này vào thư viện CV"
      ] }) : null,
      form.pending ? /* @__PURE__ */ jsx(CvUploadProgress, { id: progressId, text: "Đang gửi hồ sơ..." }) : null,
      /* @__PURE__ */ jsxs("div", { className: "actions cand-modal__actions", children: [
        /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: onClose, disabled: form.pending, children: "Hủy" }),
        /* @__PURE__ */ jsx("button", { type: "submit", className: "btn btn-primary", disabled: form.pending, "aria-busy": form.pending || void 0, children: form.pending ? "Đang gửi..." : "Nộp hồ sơ" })
      ] })
    ] })
  ] });
}
function ApplyButton({ job, onApplied }) {
  const [open, setOpen] = useState(false);
  const [limit, setLimit] = useState(null);
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("button", { type: "button", className: "jb-button", onClick: () => setOpen(true), "aria-haspopup": "dialog", children: "Ứng tuyển ngay" }),
    open ? /* @__PURE__ */ jsx(
      ApplyModal,
      {
        job,
        onClose: () => setOpen(false),
        onApplied: (application) => {
          setOpen(false);
          onApplied(application.created_at);
        },
        onDailyLimit: (value) => {
          setOpen(false);
          setLimit(value);
        }
      }
    ) : null,
    limit ? /* @__PURE__ */ jsx(DailyLimitDialog, { limit, onClose: () => setLimit(null) }) : null
  ] });
}
function useSaveJob(postId, rowSaved) {
  const { savedPosts } = useCandidateApis();
  const known = useStore(savedPosts.$saved)[postId];
  const saved = known?.saved ?? rowSaved;
  const pending = known?.pending ?? false;
  const { forget } = useQueryCache();
  async function toggle() {
    if (pending) return;
    const result = saved ? await savedPosts.unsave(postId) : await savedPosts.save(postId);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    forget();
    notify.success(saved ? CANDIDATE_TEXTS.unsaved : CANDIDATE_TEXTS.saved);
  }
  return { saved, pending, toggle: () => void toggle() };
}
function SaveJobButton({ postId, rowSaved, title }) {
  const { saved, pending, toggle } = useSaveJob(postId, rowSaved);
  return /* @__PURE__ */ jsxs("button", { type: "button", className: "jb-button jb-button--ghost cand-save", "aria-pressed": saved, disabled: pending, onClick: toggle, children: [
    /* @__PURE__ */ jsx(Heart, { className: "icon-sm", "aria-hidden": "true", focusable: "false", fill: saved ? "currentColor" : "none" }),
    " ",
    saved ? "Đã lưu" : "Lưu tin",
    title ? /* @__PURE__ */ jsxs("span", { className: "jb-visually-hidden", children: [
      " ",
      title
    ] }) : null
  ] });
}
const BOOKMARK_LABELS = { save: "Lưu việc làm", unsave: "Bỏ lưu việc làm" };
function BookmarkIcon() {
  return /* @__PURE__ */ jsx("svg", { viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false", children: /* @__PURE__ */ jsx("path", { d: "M6 3h12v18l-6-4.5L6 21z" }) });
}
function SaveJobBookmark({ postId, rowSaved }) {
  const { saved, pending, toggle } = useSaveJob(postId, rowSaved);
  return /* @__PURE__ */ jsx(
    "button",
    {
      type: "button",
      className: "jh-bookmark",
      "aria-pressed": saved,
      "aria-label": saved ? BOOKMARK_LABELS.unsave : BOOKMARK_LABELS.save,
      title: saved ? BOOKMARK_LABELS.unsave : BOOKMARK_LABELS.save,
      "aria-disabled": pending || void 0,
      onClick: toggle,
      children: /* @__PURE__ */ jsx(BookmarkIcon, {})
    }
  );
}
function reportFormSchema(post) {
  return z.pipe(
    z.transform((values) => ({ ...values, post })),
    ReportBodySchema
  );
}
function ReportDialog({ postId, onClose }) {
  const { reports } = useCandidateApis();
  const schema = useMemo(() => reportFormSchema(postId), [postId]);
  const form = useApiForm(schema, { reason: "" });
  const { pending } = form;
  async function onSubmit({ reason }) {
    try {
      const message = await reports.report(postId, reason);
      notify.success(message || CANDIDATE_TEXTS.reportSuccess);
      onClose();
    } catch (caught) {
      if (!form.showFieldErrors(caught).includes("reason")) form.setFormError(errorMessage(caught, CANDIDATE_TEXTS.reportFailed));
    }
  }
  return /* @__PURE__ */ jsx(Modal, { title: "Báo cáo tin tuyển dụng", onClose, busy: pending, children: /* @__PURE__ */ jsxs("form", { className: "form", onSubmit: form.submit(onSubmit), noValidate: true, children: [
    /* @__PURE__ */ jsx(FormError, { message: form.formError }),
    /* @__PURE__ */ jsx(
      TextareaField,
      {
        label: "Lý do báo cáo",
        required: true,
        rows: 4,
        maxLength: 1e3,
        hint: "Từ 5 đến 1000 ký tự, ví dụ: tin lừa đảo, yêu cầu nộp phí, thông tin sai sự thật.",
        ...form.field("reason")
      }
    ),
    /* @__PURE__ */ jsxs("div", { className: "actions cand-modal__actions", children: [
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", onClick: onClose, disabled: pending, children: "Hủy" }),
      /* @__PURE__ */ jsx("button", { type: "submit", className: "btn btn-primary", disabled: pending, "aria-busy": pending || void 0, children: pending ? "Đang gửi..." : "Gửi báo cáo" })
    ] })
  ] }) });
}
function ReportJobButton({ postId }) {
  const [open, setOpen] = useState(false);
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("button", { type: "button", className: "cand-link-button", onClick: () => setOpen(true), "aria-haspopup": "dialog", children: "Báo cáo tin" }),
    open ? /* @__PURE__ */ jsx(ReportDialog, { postId, onClose: () => setOpen(false) }) : null
  ] });
}
export {
  ApplyButton as A,
  BOOKMARK_LABELS as B,
  ReportJobButton as R,
  SaveJobBookmark as S,
  BookmarkIcon as a,
  SaveJobButton as b
};
