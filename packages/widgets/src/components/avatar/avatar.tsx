import { initials } from '@jobhub/sdk';
import { useState } from 'react';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Whose picture it is (a company or a person): the initials come from it. */
  name: string;
  /** The picture (logo, avatar); the initials show when it is missing or fails to load. */
  src?: string | null | undefined;
  /** Letters of the initials: 1 for companies (default), 2 for people ('Nguyễn Văn An' → 'NA'). */
  letters?: 1 | 2 | undefined;
  /**
   * Text alternative of the picture. Default '' (decorative), for a tile printed beside the name;
   * the initials are always decorative.
   */
  alt?: string | undefined;
  /** The host's class for the tile, on the picture and on the initials alike. */
  className?: string | undefined;
  /** Intrinsic size of the picture in px (reserves its space before it loads). */
  size?: number | undefined;
}

/**
 * The logo / initial tile of the site and the widgets: the picture, or the name's initials (the
 * SDK's `initials`) on a tile when there is none or it fails to load. It brings no styles: the
 * host styles `className`, and the initials tile also carries `data-initials` so a selector can
 * tell it from the picture (`.logo[data-initials] { background: … }`).
 *
 * @example
 * <Avatar name={job.enterprise_name} src={job.enterprise_logo} className="jh-card__logo" size={56} />
 * <Avatar name={user.fullname} letters={2} className="jh-avatar" />
 */
export function Avatar({ name, src, letters = 1, alt = '', className, size }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        className={className}
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        width={size}
        height={size}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span className={className} data-initials="" aria-hidden="true">
      {initials(name, letters)}
    </span>
  );
}
