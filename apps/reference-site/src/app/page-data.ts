import { createContext, useContext, useState } from 'react';
import type { ServerAnswer } from './query-cache';

/** The element that carries a server-rendered page's data to the browser (a JSON data block). */
export const PAGE_DATA_ELEMENT_ID = 'jobhub-page-data';

/** What a server-rendered page hands the browser: the answers it was rendered with. */
export interface PageDataJson {
  answers: ServerAnswer[];
  /** When the server rendered the page (ISO): the hydration's "now" (usePageNow). */
  renderedAt: string;
}

/** The data of the server-rendered page being hydrated, or null for the app shell. */
export function readPageData(): PageDataJson | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as PageDataJson;
}

const RenderedAt = createContext<Date | null>(null);

/** The instant a server-rendered page was rendered at, for its hydration (and its server render). */
export const RenderedAtProvider = RenderedAt.Provider;

/**
 * The page's "now" for relative times ('5 phút trước'): the server's render instant while a
 * server-rendered page renders and hydrates, so both write the same text; the browser's clock
 * otherwise.
 */
export function usePageNow(): Date {
  const renderedAt = useContext(RenderedAt);
  const [now] = useState(() => renderedAt ?? new Date());
  return now;
}
