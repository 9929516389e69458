import { createContext, useContext } from 'react';

/**
 * The URL that pictures' paths are relative to: the API answers logos and avatars as paths of its
 * own host ('/uploads/…'), which on a partner's page must not resolve against the partner's host.
 * The custom elements provide their API base; elsewhere (JobHub's own site, the npm components on
 * the API's host) there is none and paths stay as they are.
 */
export const AssetBaseContext = createContext<string | null>(null);

/**
 * A picture's URL, absolute on the widget's API host when the widget has one.
 *
 * @example
 * const url = useAssetUrl(user.avatar); // '/uploads/a.png' → 'https://api.jobhub.vn/uploads/a.png'
 */
export function useAssetUrl(src: string | null | undefined): string | null | undefined {
  const base = useContext(AssetBaseContext);
  return base && src ? new URL(src, `${base}/`).href : src;
}
