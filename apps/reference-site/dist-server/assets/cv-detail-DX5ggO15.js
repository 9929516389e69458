import { jsxs, jsx } from "react/jsx-runtime";
import { useState, useEffect, useMemo } from "react";
import { useParams, Link } from "react-router";
import * as z from "zod/mini";
import { u as useDocumentTitle, a as useClient, L as LazyMessageButton, t as useQueryCache, q as oncePer, n as notify } from "../entry-server.js";
import { F as FormError, T as TextareaField, I as InputField, S as SubmitButton } from "./form-field-COiSxy66.js";
import { u as useApiForm } from "./use-api-form-B6bThBsu.js";
import { c as candidateName } from "./application-row-Dz5pHNjw.js";
import { a as Loading, L as LoadError, A as ApplicationStatusPill } from "./shared-CRWm23r3.js";
import { u as useResource } from "./use-resource-5qXDjFfb.js";
import { b0 as MASKED_CONTACT, ab as formatDate, n as errorMessage, b1 as InterviewCreateBodySchema } from "./sdk-CEZq98YD.js";
import "react-dom/server";
import "node:stream";
import "@nanostores/react";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "./error-box-CSVHQkIT.js";
import "react-hook-form";
import "@hookform/resolvers/zod";
import "lucide-react";
function useFrameBlocked(url) {
  const [blocked, setBlocked] = useState(null);
  useEffect(() => {
    if (!url) return;
    const onViolation = (event) => {
      if (event.blockedURI === url || url.startsWith("blob:") && event.blockedURI === "blob") setBlocked(url);
    };
    document.addEventListener("securitypolicyviolation", onViolation);
    return () => document.removeEventListener("securitypolicyviolation", onViolation);
  }, [url]);
  return url !== null && blocked === url;
}
const CV_LOAD_FAILED = "Không thể tải hồ sơ ứng viên";
const FILE_LOAD_FAILED = "Không thể tải tệp CV";
const STATUS_FAILED = "Không thể cập nhật trạng thái hồ sơ";
const NOTE_FAILED = "Không thể lưu ghi chú";
const INTERVIEW_FAILED = "Không thể tạo lịch phỏng vấn";
const INTERVIEW_CREATED = "Đã gửi lịch phỏng vấn cho ứng viên";
const markedViewed = oncePer((_client) => /* @__PURE__ */ new Set());
function useMarkViewedOnce(application) {
  const client = useClient();
  useEffect(() => {
    if (!application || application.is_viewed) return;
    const marked = markedViewed(client);
    if (marked.has(application.id)) return;
    marked.add(application.id);
    client.applicants.markViewed(application.id).catch(() => marked.delete(application.id));
  }, [client, application]);
}
function useCvFile(application) {
  const client = useClient();
  const [file, setFile] = useState(null);
  const id = application?.id;
  const isPdf = application?.cv_file_type === "pdf";
  useEffect(() => {
    if (id === void 0 || !isPdf) return;
    let url = null;
    let active = true;
    client.applicants.file(id).then(
      (blob) => {
        if (!active) return;
        url = URL.createObjectURL(new Blob([blob], { type: "application/pdf" }));
        setFile({ url });
      },
      (error) => active && setFile({ error: errorMessage(error, FILE_LOAD_FAILED) })
    );
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, id, isPdf]);
  return file;
}
function CvFile({ application }) {
  const client = useClient();
  const file = useCvFile(application);
  const frameBlocked = useFrameBlocked(file && "url" in file ? file.url : null);
  const [downloadError, setDownloadError] = useState(null);
  async function download() {
    setDownloadError(null);
    try {
      const blob = await client.applicants.file(application.id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = application.cv_file_name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      setDownloadError(errorMessage(error, FILE_LOAD_FAILED));
    }
  }
  return /* @__PURE__ */ jsxs("section", { className: "card stack", "aria-labelledby": "cv-file-heading", children: [
    /* @__PURE__ */ jsxs("div", { className: "page-head", children: [
      /* @__PURE__ */ jsxs("h2", { id: "cv-file-heading", children: [
        "CV: ",
        application.cv_file_name
      ] }),
      file && "url" in file ? /* @__PURE__ */ jsx("a", { className: "btn btn-outline btn-sm", href: file.url, download: application.cv_file_name, children: "Tải CV" }) : application.cv_file_type === "docx" ? /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline btn-sm", onClick: () => void download(), children: "Tải CV (DOCX)" }) : null
    ] }),
    downloadError ? /* @__PURE__ */ jsx(FormError, { message: downloadError }) : null,
    application.cv_file_type === "docx" ? /* @__PURE__ */ jsx("p", { className: "muted", children: "Tệp DOCX không xem trước được trên trình duyệt. Vui lòng tải về để xem." }) : file === null ? /* @__PURE__ */ jsx(Loading, {}) : "error" in file ? /* @__PURE__ */ jsx(LoadError, { message: file.error }) : frameBlocked ? /* @__PURE__ */ jsx("p", { className: "muted", children: "Không thể xem trước CV trong trang. Vui lòng bấm 'Tải CV' để xem." }) : /* @__PURE__ */ jsx("iframe", { className: "cv-frame", src: file.url, title: `CV của ${application.name}` })
  ] });
}
function CandidateDetails({ application }) {
  const masked = (value) => value === MASKED_CONTACT || application.contact_masked;
  return /* @__PURE__ */ jsxs("section", { className: "card stack", "aria-labelledby": "candidate-heading", children: [
    /* @__PURE__ */ jsx("h2", { id: "candidate-heading", children: "Thông tin ứng viên" }),
    /* @__PURE__ */ jsxs("dl", { className: "dl", children: [
      /* @__PURE__ */ jsx("dt", { children: "Họ tên" }),
      /* @__PURE__ */ jsx("dd", { children: application.name }),
      /* @__PURE__ */ jsx("dt", { children: "Email" }),
      /* @__PURE__ */ jsx("dd", { children: masked(application.email) ? application.email : /* @__PURE__ */ jsx("a", { href: `mailto:${application.email}`, children: application.email }) }),
      /* @__PURE__ */ jsx("dt", { children: "Số điện thoại" }),
      /* @__PURE__ */ jsx("dd", { children: masked(application.phone_number) ? application.phone_number : /* @__PURE__ */ jsx("a", { href: `tel:${application.phone_number}`, children: application.phone_number }) }),
      /* @__PURE__ */ jsx("dt", { children: "Vị trí ứng tuyển" }),
      /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(Link, { to: `/employer/posts/${application.post}`, children: application.post_title }) }),
      /* @__PURE__ */ jsx("dt", { children: "Ngày nộp" }),
      /* @__PURE__ */ jsx("dd", { children: formatDate(application.created_at) })
    ] }),
    application.contact_masked ? /* @__PURE__ */ jsxs("p", { className: "alert alert-info", children: [
      "Thông tin liên hệ của ứng viên đang được ẩn. ",
      /* @__PURE__ */ jsx(Link, { to: "/employer/premium", children: "Nâng cấp Premium" }),
      " để xem đầy đủ thông tin liên hệ."
    ] }) : null,
    /* @__PURE__ */ jsx("h3", { children: "Thư giới thiệu" }),
    application.description ? /* @__PURE__ */ jsx("p", { className: "rich-plain", children: application.description }) : /* @__PURE__ */ jsx("p", { className: "muted", children: "Ứng viên không gửi thư giới thiệu." })
  ] });
}
function ReviewPanel({ application, onChange }) {
  const client = useClient();
  const { forget } = useQueryCache();
  const [note, setNote] = useState(application.note ?? "");
  const [pending, setPending] = useState(null);
  const [error, setError] = useState(null);
  async function setStatus(status) {
    setPending(status);
    setError(null);
    try {
      const message = await client.applicants.setStatus(application.id, status, note.trim() ? note.trim() : null);
      forget();
      onChange({ ...application, status, note: note.trim() || null });
      notify.success(message ?? (status === "approved" ? "Đã duyệt hồ sơ" : "Đã từ chối hồ sơ"));
    } catch (caught) {
      setError(errorMessage(caught, STATUS_FAILED));
    } finally {
      setPending(null);
    }
  }
  async function saveNote() {
    setPending("note");
    setError(null);
    try {
      const message = await client.applicants.setNote(application.id, note.trim());
      forget();
      onChange({ ...application, note: note.trim() || null });
      notify.success(message ?? "Đã lưu ghi chú");
    } catch (caught) {
      setError(errorMessage(caught, NOTE_FAILED));
    } finally {
      setPending(null);
    }
  }
  return /* @__PURE__ */ jsxs("section", { className: "card stack", "aria-labelledby": "review-heading", children: [
    /* @__PURE__ */ jsx("h2", { id: "review-heading", children: "Đánh giá hồ sơ" }),
    /* @__PURE__ */ jsxs("p", { children: [
      "Trạng thái: ",
      /* @__PURE__ */ jsx(ApplicationStatusPill, { status: application.status })
    ] }),
    /* @__PURE__ */ jsx(FormError, { message: error }),
    /* @__PURE__ */ jsx(TextareaField, { label: "Ghi chú", rows: 4, maxLength: 2e3, value: note, onChange: (event) => setNote(event.target.value), hint: "Ghi chú được gửi kèm khi duyệt hoặc từ chối" }),
    /* @__PURE__ */ jsxs("div", { className: "actions", children: [
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-primary", disabled: pending !== null || application.status === "approved", onClick: () => void setStatus("approved"), children: "Duyệt hồ sơ" }),
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-danger", disabled: pending !== null || application.status === "rejected", onClick: () => void setStatus("rejected"), children: "Từ chối" }),
      /* @__PURE__ */ jsx("button", { type: "button", className: "btn btn-outline", disabled: pending !== null, onClick: () => void saveNote(), children: "Lưu ghi chú" })
    ] })
  ] });
}
function localToIso(value) {
  if (!value) return void 0;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? void 0 : date.toISOString();
}
const text = /* @__PURE__ */ z.string();
const optionalText = (value) => value.trim() || null;
function interviewFormSchema(cv) {
  return z.pipe(
    z.pipe(
      z.object({
        title: text,
        interview_date: z.string().check(
          z.refine((value) => localToIso(value) !== void 0, { message: "Vui lòng chọn thời gian phỏng vấn", abort: true }),
          z.refine((value) => new Date(localToIso(value)).getTime() > Date.now(), "Thời gian phỏng vấn phải ở tương lai")
        ),
        location: text,
        meeting_link: text,
        note: text
      }),
      z.transform(
        (values) => ({
          cv,
          title: values.title,
          interview_date: localToIso(values.interview_date),
          location: optionalText(values.location),
          meeting_link: optionalText(values.meeting_link),
          note: optionalText(values.note)
        })
      )
    ),
    InterviewCreateBodySchema
  );
}
function InterviewForm({ application }) {
  const client = useClient();
  const schema = useMemo(() => interviewFormSchema(application.id), [application.id]);
  const form = useApiForm(schema, { title: `Phỏng vấn vị trí ${application.post_title}`, interview_date: "", location: "", meeting_link: "", note: "" });
  const [done, setDone] = useState(null);
  async function onSubmit(body) {
    try {
      const message = await client.applicants.scheduleInterview(body);
      const text2 = message ?? INTERVIEW_CREATED;
      setDone(text2);
      notify.success(text2);
      form.setValue("interview_date", "");
      form.setValue("note", "");
    } catch (error) {
      form.setFormError(errorMessage(error, INTERVIEW_FAILED));
      form.showFieldErrors(error);
    }
  }
  return /* @__PURE__ */ jsxs("section", { className: "card stack", "aria-labelledby": "interview-heading", children: [
    /* @__PURE__ */ jsx("h2", { id: "interview-heading", children: "Lên lịch phỏng vấn" }),
    done ? /* @__PURE__ */ jsx("p", { className: "alert alert-success", role: "status", children: done }) : null,
    /* @__PURE__ */ jsxs(
      "form",
      {
        className: "form",
        onSubmit: (event) => {
          setDone(null);
          form.submit(onSubmit)(event);
        },
        noValidate: true,
        children: [
          /* @__PURE__ */ jsx(FormError, { message: form.formError }),
          /* @__PURE__ */ jsx(InputField, { label: "Tiêu đề", required: true, ...form.field("title") }),
          /* @__PURE__ */ jsx(InputField, { label: "Thời gian phỏng vấn", required: true, type: "datetime-local", ...form.field("interview_date") }),
          /* @__PURE__ */ jsx(InputField, { label: "Địa điểm", hint: "Nhập địa điểm hoặc liên kết họp trực tuyến", ...form.field("location") }),
          /* @__PURE__ */ jsx(InputField, { label: "Liên kết họp trực tuyến", type: "url", placeholder: "https://meet.example.com/...", ...form.field("meeting_link") }),
          /* @__PURE__ */ jsx(TextareaField, { label: "Ghi chú cho ứng viên", rows: 3, ...form.field("note") }),
          /* @__PURE__ */ jsx(SubmitButton, { pending: form.pending, className: "btn btn-primary", children: "Gửi lịch phỏng vấn" })
        ]
      }
    )
  ] });
}
function CvDetailPage() {
  useDocumentTitle("Chi tiết hồ sơ ứng viên");
  const client = useClient();
  const id = Number(useParams().id);
  const [loaded, retry, setApplication] = useResource(`cv:${id}`, () => client.applicants.get(id), CV_LOAD_FAILED);
  const application = loaded.status === "ready" ? loaded.data : null;
  useMarkViewedOnce(application);
  return /* @__PURE__ */ jsxs("div", { className: "stack", children: [
    /* @__PURE__ */ jsxs("div", { className: "page-head", children: [
      /* @__PURE__ */ jsx("h1", { children: application && application.name !== MASKED_CONTACT ? `Hồ sơ của ${application.name}` : "Chi tiết hồ sơ ứng viên" }),
      application ? /* @__PURE__ */ jsxs("div", { className: "actions", children: [
        /* @__PURE__ */ jsx(LazyMessageButton, { userId: application.user, name: candidateName(application), className: "btn btn-outline btn-sm" }),
        /* @__PURE__ */ jsx(Link, { to: `/employer/posts/${application.post}`, children: "Về tin tuyển dụng" })
      ] }) : null
    ] }),
    loaded.status === "loading" ? /* @__PURE__ */ jsx(Loading, {}) : null,
    loaded.status === "error" ? /* @__PURE__ */ jsx(LoadError, { message: loaded.message, onRetry: retry }) : null,
    application ? /* @__PURE__ */ jsxs("div", { className: "cv-layout", children: [
      /* @__PURE__ */ jsxs("div", { className: "stack", children: [
        /* @__PURE__ */ jsx(CvFile, { application }),
        /* @__PURE__ */ jsx(CandidateDetails, { application })
      ] }),
      /* @__PURE__ */ jsxs("div", { className: "stack", children: [
        /* @__PURE__ */ jsx(ReviewPanel, { application, onChange: setApplication }),
        /* @__PURE__ */ jsx(InterviewForm, { application })
      ] })
    ] }) : null
  ] });
}
export {
  CvDetailPage
};
