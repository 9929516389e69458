// The site's one error box, in its own small module: lists on the first visit use it without the form helpers.
/**
 * The site's one error box (class `alert alert-error`, announced to screen readers): a form's
 * error, a failed load (with 'Thử lại' when `onRetry` is given) or a failed action. Nothing for
 * an empty message.
 *
 * @example <ErrorBox message={state.message} onRetry={retry} />
 */
export function ErrorBox({ message, onRetry, retryLabel = 'Thử lại' }: { message: string | null | undefined; onRetry?: () => void; retryLabel?: string }) {
  if (!message) return null;
  return (
    <div className="alert alert-error" role="alert">
      <span>{message}</span>
      {onRetry ? (
        <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
