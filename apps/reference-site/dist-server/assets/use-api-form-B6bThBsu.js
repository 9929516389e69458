import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { al as fieldErrors } from "./sdk-CEZq98YD.js";
function useApiForm(schema, defaultValues) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues });
  const [formError, setFormError] = useState(null);
  const field = (name, options) => ({
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message
  });
  const selectField = (name, options) => ({
    ...field(name, options),
    value: form.watch(name)
  });
  const submit = (onValid, onInvalid) => (event) => {
    setFormError(null);
    void form.handleSubmit(onValid, onInvalid)(event);
  };
  const showFieldErrors = (error, formMessage) => {
    const entries = Object.entries(fieldErrors(error)).filter(([, messages]) => messages && messages.length > 0 && messages[0] !== formMessage);
    for (const [key, messages] of entries) {
      const option = { type: "server", message: messages[0] };
      if (key in defaultValues) form.setError(key, option);
      else form.setError(`root.${key}`, option);
    }
    return entries.map(([key]) => key);
  };
  const otherError = (key) => form.formState.errors.root?.[key]?.message;
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
    pending: form.formState.isSubmitting
  };
}
export {
  useApiForm as u
};
