import { useState, type FormEvent } from 'react';
import { INVALID_WEBSITE_MESSAGE, errorMessage, fieldErrors, isValidWebsiteUrl, type EnterpriseFiles } from '@jobhub/sdk';
import { notify } from '../../app/notify';
import { firstMessages, useFormState } from '../../components/use-form-state';
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

/** The uploads of the company form. */
export type EnterpriseFileKey = keyof EnterpriseFiles;

/** Checks a picked file; resolves to its error message, or null when it is accepted. */
export type UploadCheck = (file: File) => Promise<string | null>;

interface EnterpriseFormOptions {
  initial: EnterpriseValues;
  /** Sends the filled fields and the accepted files (create or update). */
  save: (fields: Record<string, string>, files: Partial<Record<EnterpriseFileKey, File>>) => Promise<unknown>;
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
  const form = useFormState(initial);
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFormError(null);
    form.setErrors({});
    const fields = filledFields(form.values);
    if (!fields.company_name) {
      form.setErrors({ company_name: 'Vui lòng nhập tên công ty' });
      return;
    }
    if (fields.link_web_site && !isValidWebsiteUrl(fields.link_web_site)) {
      form.setErrors({ link_web_site: INVALID_WEBSITE_MESSAGE });
      return;
    }
    // The refused file's message is already shown beside its picker.
    if (Object.values(fileErrors).some(Boolean)) return;
    form.setPending(true);
    try {
      await save(fields, files);
      storeNotification('success', successMessage);
      notify.success(successMessage);
      await onSaved();
    } catch (error) {
      const message = errorMessage(error, failureMessage);
      storeNotification('error', message);
      notify.error(message);
      form.setFormError(message);
      form.setErrors(firstMessages(fieldErrors(error)));
      form.setPending(false);
    }
  }

  return { form, files, fileErrors, pick, onSubmit };
}
