import { useState } from 'react';

/**
 * Initials of a name for an avatar without a picture: first letters of the first and last words,
 * e.g. 'Nguyễn Văn An' → 'NA'.
 *
 * @example
 * initials('Trần Thị Bình'); // 'TB'
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A round avatar: the picture, or the initials when there is none (or it fails to load). */
export function Avatar({ name, src, small }: { name: string; src?: string | null | undefined; small?: boolean }) {
  const [failed, setFailed] = useState(false);
  const className = small ? 'jh-avatar jh-avatar--small' : 'jh-avatar';
  if (src && !failed) return <img className={className} src={src} alt="" onError={() => setFailed(true)} />;
  return (
    <span className={className} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
