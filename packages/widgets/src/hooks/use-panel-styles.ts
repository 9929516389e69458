import { useLayoutEffect } from 'react';
import { injectStyles } from '../mount/inject-styles';
import { useShadowRoot } from '../mount/shadow-root-context';

/**
 * Adds the stylesheet of a panel loaded on demand to the shadow root it renders in, before it
 * paints: in the script-tag build the widget's first sheet leaves out the rules of the code loaded
 * on first use, which brings them along (script-tag-chat-panels.tsx, script-tag-notification-list.tsx,
 * script-tag-job-search-filters.tsx).
 * Once per root and id, whichever component asks first.
 *
 * @example
 * usePanelStyles(bellCss, 'jobhub-notification-list');
 */
export function usePanelStyles(css: string, styleId: string): void {
  const root = useShadowRoot();
  useLayoutEffect(() => {
    if (root) injectStyles(root, css, styleId);
  }, [root, css, styleId]);
}
