import { companyInitial } from '@jobhub/sdk';
import { PictureTile, type PictureTileProps } from './picture-tile';

/** Props of {@link CompanyLogo}. */
export interface CompanyLogoProps extends PictureTileProps {
  /** The company's name: its letter comes from its distinctive word ('Công ty TNHH Sao Việt' → 'S'). */
  name: string;
}

/**
 * A company's logo, or its letter on a tile (the SDK's `companyInitial`: the distinctive word's,
 * never the C of 'Công ty'; the seeded logos draw the same letter). Its own component, and module, so
 * that a bundle showing only people (the chat dock) leaves the company rule and its table out.
 * @example <CompanyLogo name={job.enterprise_name} src={job.enterprise_logo} className="jh-card__logo" size={56} />
 */
export function CompanyLogo({ name, ...tile }: CompanyLogoProps) {
  return <PictureTile text={companyInitial(name)} {...tile} />;
}
