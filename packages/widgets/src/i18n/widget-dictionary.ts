import type { VI } from './vi';

/** A group of texts: one per widget ('jobSearch', 'notificationBell', 'chatDock', 'employerConsole'). */
export type WidgetTextGroup = keyof typeof VI;

/**
 * Every widget text of one language as plain strings, `{name}` placeholders included where the
 * Vietnamese text has them ('Thông báo, {count} chưa đọc'): the shape of a dictionary file.
 */
export type WidgetDictionary = { [G in WidgetTextGroup]: Record<keyof (typeof VI)[G], string> };
