import { useCallback, useState } from 'react';

/** Server field errors `{ field: [message, ...] }` flattened to the first message per field. */
export type FieldMessages = Record<string, string | undefined>;

export function firstMessages(errors: Record<string, readonly string[] | undefined>): FieldMessages {
  const out: FieldMessages = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (messages && messages.length > 0) out[key] = messages[0];
  }
  return out;
}

/** Controlled-form helper: values, per-field errors, a form-level error and a pending flag. */
export function useFormState<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const bind = useCallback(
    (name: keyof T & string) => ({
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      },
      error: errors[name],
    }),
    [values, errors],
  );

  return { values, setValues, errors, setErrors, formError, setFormError, pending, setPending, bind };
}

/** A same-origin path from a `redirect` query param, or null when missing or unsafe. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
