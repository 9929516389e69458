import { useState } from 'react';
import { useAssetUrl } from '../../mount/asset-base';

/** What {@link Avatar} and {@link CompanyLogo} share. */
export interface PictureTileProps {
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

/**
 * The picture, or `text` on a tile when there is none or it fails to load. It brings no styles:
 * the host styles `className`, and the letters tile also carries `data-initials` so a selector
 * can tell it from the picture (`.logo[data-initials] { background: … }`).
 */
export function PictureTile({ text, src: path, alt = '', className, size }: PictureTileProps & { text: string }) {
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
