import * as z from "zod/mini";
import { S as SAVED_CV_NAME_MAX, t as tooLong, A as ApplicationCreateFieldsSchema, Q as QueryBooleanSchema, I as IdSchema, e as endpoint, F as FileAnswerSchema, a as IdParamsSchema, M as MessageEnvelopeSchema, b as envelope, c as callEndpoint, p as parseInput, d as checkCvFile, V as ValidationError } from "./sdk-CEZq98YD.js";
/* @__PURE__ */ z.extend(ApplicationCreateFieldsSchema, {
  /** A CV of the candidate's library (GET /api/profile/cvs/) instead of the `cv` file part; the application gets its own copy. */
  saved_cv_id: z.optional(IdSchema),
  /** 'true': a newly uploaded `cv` is kept in the library too (when it holds fewer than SAVED_CV_LIMIT). */
  save_cv: QueryBooleanSchema
});
const SAVED_CV_LIMIT = 5;
const SAVED_CV_NAME_TOO_LONG = /* @__PURE__ */ tooLong("Tên CV", SAVED_CV_NAME_MAX);
const SavedCvNameSchema = /* @__PURE__ */ z.string({ error: "Vui lòng nhập tên CV" }).check(z.trim(), z.minLength(1, "Vui lòng nhập tên CV"), z.maxLength(SAVED_CV_NAME_MAX, SAVED_CV_NAME_TOO_LONG));
const SavedCvSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  name: z.string(),
  /** The uploaded file's own name. */
  file_name: z.string(),
  file_type: z.enum(["pdf", "docx"]),
  /** Size in bytes. */
  size: z.number(),
  is_default: z.boolean(),
  /** URL of the file (GET /api/profile/cvs/{id}/file/, the owner only). */
  file: z.string(),
  created_at: z.string()
});
/* @__PURE__ */ z.object({
  name: z.optional(SavedCvNameSchema)
});
const SavedCvUpdateBodySchema = /* @__PURE__ */ z.object({
  name: z.optional(SavedCvNameSchema),
  is_default: z.optional(z.literal(true, { error: "Chọn một CV khác làm mặc định" }))
});
const SavedCvEnvelopeSchema = /* @__PURE__ */ envelope(SavedCvSchema);
const listSavedCvs = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/profile/cvs/",
  responses: { 200: /* @__PURE__ */ envelope(/* @__PURE__ */ z.array(SavedCvSchema)) }
});
const uploadSavedCv = /* @__PURE__ */ endpoint({
  method: "POST",
  path: "/api/profile/cvs/",
  multipart: true,
  responses: { 201: SavedCvEnvelopeSchema }
});
const updateSavedCv = /* @__PURE__ */ endpoint({
  method: "PATCH",
  path: "/api/profile/cvs/:id/",
  params: IdParamsSchema,
  body: SavedCvUpdateBodySchema,
  responses: { 200: SavedCvEnvelopeSchema }
});
const deleteSavedCv = /* @__PURE__ */ endpoint({
  method: "DELETE",
  path: "/api/profile/cvs/:id/",
  params: IdParamsSchema,
  responses: { 200: MessageEnvelopeSchema }
});
const getSavedCvFile = /* @__PURE__ */ endpoint({
  method: "GET",
  path: "/api/profile/cvs/:id/file/",
  params: IdParamsSchema,
  responses: { 200: FileAnswerSchema }
});
function createSavedCvsApi(client) {
  const { http } = client;
  return {
    list: async () => (await callEndpoint(http, listSavedCvs, {})).data,
    async upload(file, options = {}) {
      const problem = await checkCvFile(file);
      if (problem || !file) throw new ValidationError(problem ?? "Vui lòng chọn tệp CV", { cv: [problem ?? "Vui lòng chọn tệp CV"] });
      const form = new FormData();
      const name = options.name?.trim();
      if (name) form.append("name", name);
      form.append("cv", file, file.name ?? "cv");
      return (await callEndpoint(http, uploadSavedCv, { body: form }, { signal: options.signal })).data;
    },
    update: async (id, body) => (await callEndpoint(http, updateSavedCv, { params: { id }, body: parseInput(SavedCvUpdateBodySchema, body) })).data,
    remove: async (id) => (await callEndpoint(http, deleteSavedCv, { params: { id } })).message,
    file: (id) => callEndpoint(http, getSavedCvFile, { params: { id } }, { responseType: "blob", headers: { accept: "*/*" } })
  };
}
export {
  SAVED_CV_LIMIT as S,
  createSavedCvsApi as c
};
