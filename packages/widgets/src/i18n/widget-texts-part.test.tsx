import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_DOCK_TEXTS } from './texts/chat-dock';
import { CHAT_DOCK_CLOSED_TEXTS } from './texts/chat-dock-closed';
import { $widgetLocale, setWidgetLocale } from './widget-locale';
import { defineWidgetTextsPart } from './widget-text-group';
import { overrideWidgetTexts, useWidgetTexts } from './widget-texts';

// A part of a group (the closed chat dock's texts) is its own i18n component, which reads the
// group's dictionary entry and the group's overrides: the same texts as the whole group.

async function switchTo(locale: 'vi' | 'en') {
  act(() => setWidgetLocale(locale));
  await waitFor(() => expect($widgetLocale.get()).toBe(locale));
}

afterEach(async () => {
  overrideWidgetTexts({});
  await switchTo('vi');
});

describe('texts declared in parts', () => {
  it('shows the group’s Vietnamese texts, values included', () => {
    const { result } = renderHook(() => useWidgetTexts(CHAT_DOCK_CLOSED_TEXTS));
    expect(result.current.title).toBe(CHAT_DOCK_TEXTS.vi.title);
    expect(result.current.trigger({ count: 3 })).toBe('Tin nhắn, 3 chưa đọc');
  });

  it('is in English at its first render once English was chosen before, and follows later switches', async () => {
    await switchTo('en');
    // A part no component used yet: its i18n component is defined now, with English in the cache.
    const part = defineWidgetTextsPart('chatDock', 'first-in-english', { title: CHAT_DOCK_TEXTS.vi.title, trigger: CHAT_DOCK_TEXTS.vi.trigger });
    const { result } = renderHook(() => useWidgetTexts(part));
    expect(result.current.title).toBe('Messages');
    expect(result.current.trigger({ count: 2 })).toBe('Messages, 2 unread');
    await switchTo('vi');
    expect(result.current.title).toBe('Tin nhắn');
  });

  it('takes the page’s overrides of its group', () => {
    overrideWidgetTexts({ vi: { chatDock: { title: 'Hộp thư', trigger: 'Hộp thư ({count})' } } });
    const { result } = renderHook(() => useWidgetTexts(CHAT_DOCK_CLOSED_TEXTS));
    expect(result.current.title).toBe('Hộp thư');
    expect(result.current.trigger({ count: 4 })).toBe('Hộp thư (4)');
  });
});
