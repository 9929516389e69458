import { useEffect, useState } from 'react';

/**
 * True once the page's Content-Security-Policy refused to frame `url` (a `blob:` PDF needs
 * `frame-src blob:`). The browser then shows a broken-frame icon with no event on the frame
 * itself, so the document's `securitypolicyviolation` event is the only signal.
 */
export function useFrameBlocked(url: string | null): boolean {
  const [blocked, setBlocked] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI === url || (url.startsWith('blob:') && event.blockedURI === 'blob')) setBlocked(url);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [url]);
  return url !== null && blocked === url;
}
