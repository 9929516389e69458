/**
 * One async value as a single discriminated union (STYLE §4): `idle` before the first load,
 * `loading` (keeping the previous data, so lists do not flash), `ready`, or `error` (keeping the
 * previous data too).
 */
export type AsyncState<T> =
  | { status: 'idle'; data?: undefined; error?: undefined }
  | { status: 'loading'; data?: T | undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; error: unknown; data?: T | undefined };

/**
 * The load state of a list store, one union (STYLE §4): the data lives in its own atom (pages
 * accumulate), this says what the last load is doing. `message` is the SPEC §8 text to show.
 */
export type LoadState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'error'; message: string; error: unknown };

/** The outcome of a store action: the UI toasts `message` when it failed. */
export type ActionResult = { ok: true } | { ok: false; message: string; error?: unknown };
