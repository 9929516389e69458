import type { LazyModuleState } from '../../hooks/use-lazy-module';

/** The texts of {@link LazyDropdownNotice}, from the widget's own group. */
export interface LazyDropdownNoticeTexts {
  loading: string;
  loadFailed: string;
  retry: string;
}

/**
 * The body of an opened header dropdown whose code is still loading ('Đang tải...'), or did not
 * load (the no-connection error with a retry). `aria-busy` while loading (story play functions
 * wait for it to go). Nothing is focusable while loading; the retry button is.
 *
 * @example
 * list.status === 'ready' ? <list.module.NotificationList … /> : <LazyDropdownNotice state={list} texts={t} />
 */
export function LazyDropdownNotice({ state, texts }: { state: LazyModuleState<unknown>; texts: LazyDropdownNoticeTexts }) {
  return (
    <div className="jh-dropdown__body" aria-busy={state.status === 'loading'}>
      {state.status === 'error' ? (
        <p className="jh-error" role="alert">
          {texts.loadFailed}{' '}
          <button type="button" className="jh-link-button" onClick={state.retry}>
            {texts.retry}
          </button>
        </p>
      ) : (
        <p className="jh-note" role="status">
          {texts.loading}
        </p>
      )}
    </div>
  );
}
