import { useState } from 'react';
import * as z from 'zod/mini';
import { errorMessage, type EnterpriseFields, type EnterpriseFiles } from '@jobhub/sdk';
import { EnterpriseFieldsSchema } from '@jobhub/sdk/contract';
import { useQueryCache } from '../../app/query-cache';
import { STALE_AFTER } from '../../app/stale-after';
import { notify } from '../../app/notify';
import { useApiForm } from '../../components/use-api-form';
import type { EnterpriseValues } from './enterprise-fields';
import { storeNotification } from './shared';

/** Only filled-in fields, trimmed: empty ones are left out of the multipart payload (SPEC §5). */
export function filledFields(values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

/**
 * The company form's values as the contract's fields: only the filled ones (SPEC §5), then the
 * contract's rules — a company name, a valid `link_web_site` (SPEC §5 message), e-mail, phone...
 */
const EnterpriseFormSchema = /* @__PURE__ */ z.pipe(
  // The contract checks every value; the cast only lets the strings through to it.
  z.transform((values: EnterpriseValues) => filledFields(values) as z.input<typeof EnterpriseFieldsSchema>),
  EnterpriseFieldsSchema,
);

/** The uploads of the company form. */
export type EnterpriseFileKey = keyof EnterpriseFiles;

/** Checks a picked file; resolves to its error message, or null when it is accepted. */
export type UploadCheck = (file: File) => Promise<string | null>;

interface EnterpriseFormOptions {
  initial: EnterpriseValues;
  /** Sends the filled fields and the accepted files (create or update). */
  save: (fields: EnterpriseFields, files: Partial<Record<EnterpriseFileKey, File>>) => Promise<unknown>;
  successMessage: string;
  /** Shown when the error carries no message of its own. */
  failureMessage: string;
  /** Runs after a successful save (usually a navigation). */
  onSaved: () => Promise<void> | void;
}

/**
 * State and submit of the company form, shared by create and edit so both apply the same SPEC §5
 * rules: a company name is required, `link_web_site` must be a valid URL before anything is sent,
 * empty fields are left out of the payload, and results are toasted and stored (SPEC §8).
 */
export function useEnterpriseForm({ initial, save, successMessage, failureMessage, onSaved }: EnterpriseFormOptions) {
  const form = useApiForm(EnterpriseFormSchema, initial);
  const cache = useQueryCache();
  const [files, setFiles] = useState<Partial<Record<EnterpriseFileKey, File>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<EnterpriseFileKey, string>>>({});

  /** A picker's change handler for one upload; a file refused by `check` is not kept. */
  const pick = (key: EnterpriseFileKey, check?: UploadCheck) => async (file: File | null) => {
    if (!file) {
      setFiles(({ [key]: _drop, ...rest }) => rest);
      setFileErrors((current) => ({ ...current, [key]: undefined }));
      return;
    }
    // No await without a check, so an unchecked pick lands in the same render as before.
    const problem = check ? await check(file) : null;
    setFileErrors((current) => ({ ...current, [key]: problem ?? undefined }));
    if (problem) setFiles(({ [key]: _drop, ...rest }) => rest);
    else setFiles((current) => ({ ...current, [key]: file }));
  };

  async function onValid(fields: EnterpriseFields) {
    // The refused file's message is already shown beside its picker.
    if (Object.values(fileErrors).some(Boolean)) return;
    try {
      await cache.write(STALE_AFTER.employer, () => save(fields, files));
      storeNotification('success', successMessage);
      notify.success(successMessage);
      await onSaved();
    } catch (error) {
      const message = errorMessage(error, failureMessage);
      storeNotification('error', message);
      notify.error(message);
      form.setFormError(message);
      form.showFieldErrors(error);
    }
  }

  /** The server's error for an upload, else its picker's own check. */
  const fileError = (key: EnterpriseFileKey) => fileErrors[key] ?? form.otherError(key);

  return { form, files, fileError, pick, onSubmit: form.submit(onValid) };
}
