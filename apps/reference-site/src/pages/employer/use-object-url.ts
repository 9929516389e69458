import { useEffect, useState } from 'react';

/**
 * A temporary URL showing a picked file (for an image preview), revoked when the file changes or
 * the component goes away so the browser can free the blob. Null without a file, or where the
 * environment (jsdom) has no `URL.createObjectURL`.
 */
export function useObjectUrl(file: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
