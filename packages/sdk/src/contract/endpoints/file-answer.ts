import * as z from 'zod/mini';

/**
 * The answer of a file endpoint (a CV, a business certificate): the stored file's own bytes and
 * content type, not JSON. The SDK reads it as a Blob; the API streams it, so no serialiser runs.
 */
export const FileAnswerSchema = /* @__PURE__ */ z.instanceof(Blob);
