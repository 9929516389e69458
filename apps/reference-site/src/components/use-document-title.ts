import { useEffect } from 'react';

const SITE_NAME = 'JobHub';

/**
 * A page's document title: '{title} | JobHub', or 'JobHub' for an empty title. The browser's
 * (useDocumentTitle) and the server-rendered head's.
 */
export function documentTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * Sets `document.title` to '{title} | JobHub' while the page is shown and restores the previous
 * title when it goes away.
 *
 * @param title - the page's own title; nothing changes while it is undefined (still loading)
 * @example
 * useDocumentTitle(job ? job.title : undefined);
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
