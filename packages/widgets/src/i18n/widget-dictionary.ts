import type { CHAT_DOCK_TEXTS } from './texts/chat-dock';
import type { EMPLOYER_CONSOLE_TEXTS } from './texts/employer-console';
import type { ERROR_TEXTS } from './texts/errors';
import type { JOB_SEARCH_TEXTS } from './texts/job-search';
import type { NOTIFICATION_BELL_TEXTS } from './texts/notification-bell';

// Type-only imports: the map of every group costs no code, and no module loads all the texts.
type WidgetTextGroups =
  | typeof JOB_SEARCH_TEXTS
  | typeof NOTIFICATION_BELL_TEXTS
  | typeof CHAT_DOCK_TEXTS
  | typeof EMPLOYER_CONSOLE_TEXTS
  | typeof ERROR_TEXTS;

/**
 * A group of texts: one per widget ('jobSearch', 'notificationBell', 'chatDock', 'employerConsole'),
 * and 'errors', the SDK's error texts they share.
 */
export type WidgetTextGroup = WidgetTextGroups['group'];

/** The texts a widget renders: strings, and functions for texts with `{name}` values. */
export type WidgetTexts<G extends WidgetTextGroup> = Extract<WidgetTextGroups, { group: G }>['vi'];

/**
 * Every widget text of one language as plain strings, `{name}` placeholders included where the
 * Vietnamese text has them ('Thông báo, {count} chưa đọc'): the shape of a dictionary file.
 */
export type WidgetDictionary = { [G in WidgetTextGroup]: Record<keyof WidgetTexts<G>, string> };
