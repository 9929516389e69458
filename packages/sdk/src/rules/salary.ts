/**
 * Salaries as text and as typed in triệu, together: each in its own module, which the SDK's index
 * exports from, so that a bundle that only shows salaries (the job search's cards) leaves the salary
 * boxes' reading out (its filter panel's).
 */
export { VND_PER_MILLION } from '../contract/salary-text';
export { formatSalary, formatVnd } from './salary-format';
export { millionsText, parseMillions } from './salary-input';
