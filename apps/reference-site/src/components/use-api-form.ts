import { useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { fieldErrors } from '@jobhub/sdk';

/** What `field(name)` spreads onto an InputField, SelectField or TextareaField. */
export type FieldProps = UseFormRegisterReturn & { error: string | undefined };

/** A zod (mini) schema from form values (what the inputs hold) to the request body. */
type FormSchema<Values extends FieldValues, Body> = z.core.$ZodType<Body, Values>;

/**
 * A form on react-hook-form, validated by a contract schema (zod resolver) before anything is
 * sent, so the user gets the API's own Vietnamese messages without a round trip. Adds what every
 * site form shows: a form-level error (the alert above the fields) and the server's field errors
 * (`ApiError` body `errors`) on their fields.
 *
 * @param schema - form values → request body (usually a contract schema, or one piped into it)
 * @param defaultValues - the initial values; their keys are the form's fields
 * @example
 * const form = useApiForm(LoginBodySchema, { username: '', password: '' });
 * async function onSubmit(body: LoginBody) {
 *   try { await client.auth.login(body); }
 *   catch (error) { form.setFormError(errorMessage(error, FAILED)); form.showFieldErrors(error); }
 * }
 * <form onSubmit={form.submit(onSubmit)} noValidate>
 *   <InputField label="Email" {...form.field('username')} />
 */
export function useApiForm<Values extends FieldValues, Body>(schema: FormSchema<Values, Body>, defaultValues: DefaultValues<Values>) {
  const form = useForm<Values, unknown, Body>({ resolver: zodResolver(schema), defaultValues });
  const [formError, setFormError] = useState<string | null>(null);

  /** Props for InputField / SelectField / TextareaField: the registration and the field's error. */
  const field = (name: Path<Values>, options?: RegisterOptions<Values, Path<Values>>): FieldProps => ({
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  });

  /**
   * `field` for a select whose options arrive later (a catalogue): its value stays controlled, so
   * the chosen option shows once the options are there.
   */
  const selectField = (name: Path<Values>, options?: RegisterOptions<Values, Path<Values>>) => ({
    ...field(name, options),
    value: form.watch(name) as string,
  });

  /**
   * The submit handler: clears the form-level error, validates with the schema, then calls
   * `onValid` with the parsed body (or `onInvalid` with the field errors).
   */
  const submit = (onValid: SubmitHandler<Body>, onInvalid?: SubmitErrorHandler<Values>) => (event: FormEvent<HTMLFormElement>) => {
    setFormError(null);
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  /**
   * Puts a failed request's field errors on their fields (first message each) — keys that are not
   * fields of this form go to `root.<key>` (see `otherError`) — and returns their keys. A field
   * message equal to `formMessage` (the alert already says it, e.g. the login's 'wrong e-mail or
   * password' that the API puts on both fields) is left off, so each message shows once.
   */
  const showFieldErrors = (error: unknown, formMessage?: string): string[] => {
    const entries = Object.entries(fieldErrors(error)).filter(([, messages]) => messages && messages.length > 0 && messages[0] !== formMessage);
    for (const [key, messages] of entries) {
      const option = { type: 'server', message: messages![0] };
      if (key in defaultValues) form.setError(key as Path<Values>, option);
      else form.setError(`root.${key}`, option);
    }
    return entries.map(([key]) => key);
  };

  /** The server's error for `key` that is not a field of this form (an upload, the post...). */
  const otherError = (key: string): string | undefined => form.formState.errors.root?.[key]?.message;

  return {
    ...form,
    field,
    selectField,
    submit,
    showFieldErrors,
    otherError,
    formError,
    setFormError,
    /** True while `onValid` runs (the submit button shows 'Đang xử lý...'). */
    pending: form.formState.isSubmitting,
  };
}
