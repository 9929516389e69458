import { personInitials } from '@jobhub/sdk';
import { PictureTile, type PictureTileProps } from './picture-tile';

/** Props of {@link Avatar}. */
export interface AvatarProps extends PictureTileProps {
  /** The person's name: the initials come from it. */
  name: string;
  /** Letters of the initials: 2 (default, 'Nguyễn Văn An' → 'NA') or 1. */
  letters?: 1 | 2 | undefined;
}

/**
 * A person's picture, or their initials on a tile (the SDK's `personInitials`).
 * @example <Avatar name={user.fullname} src={user.avatar} className="jh-avatar" />
 */
export function Avatar({ name, letters = 2, ...tile }: AvatarProps) {
  return <PictureTile text={personInitials(name, letters)} {...tile} />;
}
