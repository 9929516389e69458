import type { Enterprise } from '@jobhub/sdk/contract';
import { absoluteUrl } from '../../lib/absolute-url';

/**
 * A company with its logo and background image also as absolute URLs on PUBLIC_URL (`logo_url`,
 * `background_image_url`): clients of the original API put them in `<img src>` as they are, from
 * pages served elsewhere (issue 26). `logo` and `background_image` stay site paths.
 *
 * @example withFileUrls('https://jobhub.vn', company).logo_url // 'https://jobhub.vn/uploads/logos/…'
 */
export function withFileUrls<T extends Pick<Enterprise, 'logo' | 'background_image'>>(publicUrl: string, company: T): T & Pick<Enterprise, 'logo_url' | 'background_image_url'> {
  return { ...company, logo_url: absoluteUrl(publicUrl, company.logo), background_image_url: absoluteUrl(publicUrl, company.background_image) };
}
