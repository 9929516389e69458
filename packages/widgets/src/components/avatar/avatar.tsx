/**
 * The picture tiles of people and companies, together for the npm package: each in its own module
 * (person-avatar.tsx, company-logo.tsx), which the widgets import, so that a bundle showing only
 * people leaves the company rule out and one showing only companies the initials.
 */
export { Avatar, type AvatarProps } from './person-avatar';
export { CompanyLogo, type CompanyLogoProps } from './company-logo';
