/**
 * The one async-state union of the product (STYLE §4), for stores, widgets and site pages alike:
 * `idle` before the first load, `loading` (keeping the previous data, so lists do not flash),
 * `ready`, or `error` with the text to show (SPEC §8) and the previous data. A state whose data
 * lives elsewhere (pages accumulating in their own atom) is an `AsyncState` (of `void`) that is
 * `ready` with `data: undefined`.
 */
export type AsyncState<T = void> =
  | { status: 'idle'; data?: undefined; error?: undefined }
  | { status: 'loading'; data?: T | undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; error: unknown; message: string; data?: T | undefined };

/** The outcome of a store action: the UI toasts `message` when it failed. */
export type ActionResult = { ok: true } | { ok: false; message: string; error?: unknown };
