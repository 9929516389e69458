import { describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_CAP } from '../contract/posts';
import { jobCountText } from './job-count';

describe('jobCountText', () => {
  it('says an exact total as it is, with Vietnamese digit grouping', () => {
    expect(jobCountText(0)).toBe('0 việc làm');
    expect(jobCountText(12)).toBe('12 việc làm');
    expect(jobCountText(SEARCH_TOTAL_CAP - 1)).toBe('999 việc làm');
  });

  it('says "at least" for a capped total, never a bare 1.000', () => {
    expect(jobCountText(SEARCH_TOTAL_CAP)).toBe('1.000+ việc làm');
  });

  it('says it in English with a plural noun', () => {
    expect(jobCountText(1, 'en')).toBe('1 job');
    expect(jobCountText(12, 'en')).toBe('12 jobs');
    expect(jobCountText(SEARCH_TOTAL_CAP, 'en')).toBe('1,000+ jobs');
  });
});
