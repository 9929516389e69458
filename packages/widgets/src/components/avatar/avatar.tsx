import { companyInitial, personInitials } from '@jobhub/sdk';
import { useState } from 'react';
import { useAssetUrl } from '../../mount/asset-base';

/** What {@link Avatar} and {@link CompanyLogo} share. */
interface PictureTileProps {
  /** The picture (logo, avatar); the letters show when it is missing or fails to load. */
  src?: string | null | undefined;
  /**
   * Text alternative of the picture. Default '' (decorative), for a tile printed beside the name;
   * the letters are always decorative.
   */
  alt?: string | undefined;
  /** The host's class for the tile, on the picture and on the letters alike. */
  className?: string | undefined;
  /** Intrinsic size of the picture in px (reserves its space before it loads). */
  size?: number | undefined;
}

/** Props of {@link Avatar}. */
export interface AvatarProps extends PictureTileProps {
  /** The person's name: the initials come from it. */
  name: string;
  /** Letters of the initials: 2 (default, 'Nguyễn Văn An' → 'NA') or 1. */
  letters?: 1 | 2 | undefined;
}

/** Props of {@link CompanyLogo}. */
export interface CompanyLogoProps extends PictureTileProps {
  /** The company's name: its letter comes from its distinctive word ('Công ty TNHH Sao Việt' → 'S'). */
  name: string;
}

/**
 * The picture, or `text` on a tile when there is none or it fails to load. It brings no styles:
 * the host styles `className`, and the letters tile also carries `data-initials` so a selector
 * can tell it from the picture (`.logo[data-initials] { background: … }`).
 */
function PictureTile({ text, src: path, alt = '', className, size }: PictureTileProps & { text: string }) {
  const src = useAssetUrl(path);
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
      {text}
    </span>
  );
}

/**
 * A person's picture, or their initials on a tile (the SDK's `personInitials`).
 * @example <Avatar name={user.fullname} src={user.avatar} className="jh-avatar" />
 */
export function Avatar({ name, letters = 2, ...tile }: AvatarProps) {
  return <PictureTile text={personInitials(name, letters)} {...tile} />;
}

/**
 * A company's logo, or its letter on a tile (the SDK's `companyInitial`: the distinctive word's,
 * never the C of 'Công ty'; the seeded logos draw the same letter). Its own component so that a
 * bundle showing only people (the chat dock) leaves the company rule out.
 * @example <CompanyLogo name={job.enterprise_name} src={job.enterprise_logo} className="jh-card__logo" size={56} />
 */
export function CompanyLogo({ name, ...tile }: CompanyLogoProps) {
  return <PictureTile text={companyInitial(name)} {...tile} />;
}
