import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ErrorBox } from './error-box';

interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  className?: string | undefined;
  /**
   * The control is not a form control (a contenteditable area): a label names only those, so the
   * control is named by `aria-labelledby` with `labelId`, and a click on the label focuses it.
   */
  focusOnLabelClick?: boolean;
  children: (ids: { id: string; labelId: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label + control + hint + error, wired with htmlFor / aria-describedby / aria-invalid. */
export function FieldShell({ label, error, hint, required, className, focusOnLabelClick, children }: FieldShellProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label id={labelId} htmlFor={id} onClick={focusOnLabelClick ? () => document.getElementById(id)?.focus() : undefined}>
        {label}
        {required ? (
          <span className="req" aria-hidden="true">
            {' '}*
          </span>
        ) : null}
      </label>
      {children({ id, labelId, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An input's props (`ref` included: react-hook-form's `register` passes one) plus the field's. */
type InputFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  fieldClassName?: string;
};

export function InputField({ label, error, hint, fieldClassName, required, ...rest }: InputFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="input"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={required}
          {...rest}
        />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  fieldClassName?: string;
};

export function SelectField({ label, error, hint, fieldClassName, required, children, ...rest }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="select"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={required}
          {...rest}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

type TextareaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  fieldClassName?: string;
};

export function TextareaField({ label, error, hint, fieldClassName, required, ...rest }: TextareaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          className="textarea"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={required}
          {...rest}
        />
      )}
    </FieldShell>
  );
}

/** Form-level error: the {@link ErrorBox} without a retry. */
export function FormError({ message }: { message: string | null | undefined }) {
  return <ErrorBox message={message} />;
}

/** Submit button: disabled with 'Đang xử lý...' while pending. */
export function SubmitButton({ pending, children, className }: { pending: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={className ?? 'btn btn-primary btn-block'} disabled={pending} aria-busy={pending || undefined}>
      {pending ? 'Đang xử lý...' : children}
    </button>
  );
}
