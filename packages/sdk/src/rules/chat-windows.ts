/** At most this many chat windows are open (SPEC §4, §9). */
export const MAX_CHAT_WINDOWS = 3;
/** Horizontal distance between chat windows in px (SPEC §4, §9). */
export const CHAT_WINDOW_OFFSET_PX = 336;
/** Scrolling to within this many px of the top loads older messages (SPEC §2, §9). */
export const LOAD_OLDER_THRESHOLD_PX = 20;
/** Chat-like lists scroll to the bottom this long after mount or a change (SPEC §2, §9). */
export const SCROLL_TO_BOTTOM_DELAY_MS = 100;

/** One open chat window. */
export interface ChatWindow {
  /** The other participant. */
  userId: number;
  minimised: boolean;
}

/**
 * Opens the chat with `userId` (a pure reducer over the window list, front first): an open one
 * moves to the front and is restored; a new one goes to the front, and when that makes more than
 * {@link MAX_CHAT_WINDOWS} the oldest (last) is closed.
 *
 * @example
 * openChatWindow([{ userId: 1, minimised: false }], 2); // [{ userId: 2, ... }, { userId: 1, ... }]
 */
export function openChatWindow(windows: readonly ChatWindow[], userId: number, max = MAX_CHAT_WINDOWS): ChatWindow[] {
  const rest = windows.filter((window) => window.userId !== userId);
  return [{ userId, minimised: false }, ...rest].slice(0, max);
}

/**
 * Closes the chat with `userId`; unchanged list (same array) when it is not open.
 *
 * @example
 * closeChatWindow(windows, 2);
 */
export function closeChatWindow(windows: readonly ChatWindow[], userId: number): readonly ChatWindow[] {
  return windows.some((window) => window.userId === userId) ? windows.filter((window) => window.userId !== userId) : windows;
}

/**
 * Minimises (or restores, with `minimised` false) the chat with `userId`, keeping its place.
 * Without `minimised` it toggles.
 *
 * @example
 * minimiseChatWindow(windows, 2); // toggles window 2
 */
export function minimiseChatWindow(windows: readonly ChatWindow[], userId: number, minimised?: boolean): readonly ChatWindow[] {
  if (!windows.some((window) => window.userId === userId)) return windows;
  return windows.map((window) => (window.userId === userId ? { ...window, minimised: minimised ?? !window.minimised } : window));
}

/**
 * The offset of the window at `index` (front = 0) from the first window's position, in px.
 *
 * @example
 * chatWindowOffsetPx(2); // 672
 */
export function chatWindowOffsetPx(index: number): number {
  return index * CHAT_WINDOW_OFFSET_PX;
}

/**
 * Whether a scroll position is close enough to the top to load older messages.
 *
 * @param scrollTop - The list's `scrollTop` in px.
 * @example
 * shouldLoadOlder(12); // true
 */
export function shouldLoadOlder(scrollTop: number): boolean {
  return scrollTop <= LOAD_OLDER_THRESHOLD_PX;
}
