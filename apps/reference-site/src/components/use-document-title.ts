import { useEffect } from 'react';

const SITE_NAME = 'JobHub';

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
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
