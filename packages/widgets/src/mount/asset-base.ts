import { assetUrl } from '@jobhub/sdk';
import { createContext, useContext } from 'react';

/**
 * The API base that pictures' paths are relative to: the API answers logos and avatars as paths of
 * its own host ('/media/…'), which on a partner's page must not resolve against the partner's
 * host. The custom elements provide their API base, `<JobHubProvider>` its client's, and
 * `ShadowHost`'s `apiBase` the one a widget was given (`<JobSearch>` its widget client's,
 * `<ChatDock apiBase>`); without one (JobHub's own site) paths stay relative.
 */
export const AssetBaseContext = createContext<string | undefined>(undefined);

/**
 * A picture's URL for `<img src>`: absolute on the widget's API host when the widget has one, null
 * for anything that is not an http(s) picture (the SDK's `assetUrl`).
 *
 * @example
 * const url = useAssetUrl(user.avatar); // '/media/a.png' → 'https://api.jobhub.vn/media/a.png'
 */
export function useAssetUrl(src: string | null | undefined): string | null {
  return assetUrl(src, useContext(AssetBaseContext));
}
