import { FormError } from './form-field';

/** A resource's state as far as the notice reads it: the SDK's `AsyncState`, or a page's own. */
interface NoticeState {
  status: string;
  message?: string;
}

/** What a resource that is not ready shows in its place: 'Đang tải...' while it loads, or its error. */
export function AsyncStateNotice({ state }: { state: NoticeState }) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="muted">
        Đang tải...
      </p>
    );
  }
  if (state.status === 'error') return <FormError message={state.message} />;
  return null;
}
