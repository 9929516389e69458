import base from '../../styles/base.css?inline';
import tokens from '../../styles/tokens.css?inline';
import employerConsole from './employer-console.css?inline';

/** The whole stylesheet of the employer console's shadow root: tokens, base rules, then its own. */
export const EMPLOYER_CONSOLE_STYLES: string = `${tokens}\n${base}\n${employerConsole}`;

/** Style id of {@link EMPLOYER_CONSOLE_STYLES}: one injection per shadow root. */
export const EMPLOYER_CONSOLE_STYLE_ID = 'jobhub-employer-console';
