/**
 * /employer/premium opened directly at 390 px scrolled sideways (issue 26): its history table
 * had no frame to scroll in, as the table rules lived in the employer pages' CSS, not loaded
 * there. The Premium pages now bring the data-table rules themselves.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the Premium pages’ CSS', () => {
  it('brings the data-table rules, whose frame scrolls a wide table instead of the page', () => {
    expect(read('./premium.css')).toContain("@import '../../styles/data-table.css';");
    expect(read('../../styles/data-table.css')).toMatch(/\.table-wrap \{ overflow-x: auto;/);
    // The employer pages and the admin page share the same rules.
    expect(read('../employer/employer.css')).toContain("@import '../../styles/data-table.css';");
  });
});
