import { companyInitial } from '../contract/company-name';
import { personInitials } from './person-initials';

export { personInitials };

/**
 * The initials shown on a tile in place of a missing picture: for a company (1 letter) the first
 * letter of its distinctive word, not of its legal form ('Công ty TNHH Sao Việt' → 'S', see
 * `companyInitial` in contract/company-name.ts, which the seeded logos use too); for a person
 * (2 letters) {@link personInitials}. Code that only shows people should call `personInitials`
 * (a bundle then leaves the company rule out).
 *
 * @param name - A company or person name.
 * @param letters - 1 (companies, default) or 2 (people).
 * @example
 * initials('Công ty TNHH Phần mềm Sao Việt'); // 'S'
 * initials('Trần Thị Bình', 2); // 'TB'
 */
export function initials(name: string | null | undefined, letters: 1 | 2 = 1): string {
  return letters === 1 ? companyInitial(name) : personInitials(name, 2);
}
