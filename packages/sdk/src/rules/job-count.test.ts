import { describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_CAP } from '../contract/posts';
import { jobCountText } from './job-count';

describe('jobCountText', () => {
  it('says an exact total as it is, with Vietnamese digit grouping, up to the cap', () => {
    expect(jobCountText(0)).toBe('0 việc làm');
    expect(jobCountText(12)).toBe('12 việc làm');
    expect(jobCountText(999)).toBe('999 việc làm');
    expect(jobCountText(SEARCH_TOTAL_CAP)).toBe('10.000 việc làm');
  });

  it('says "hơn 10.000" for a total past the cap (an estimate), never the estimate itself', () => {
    expect(jobCountText(SEARCH_TOTAL_CAP + 1)).toBe('hơn 10.000 việc làm');
    expect(jobCountText(54_290)).toBe('hơn 10.000 việc làm');
  });

  it('says it in English with a plural noun', () => {
    expect(jobCountText(1, 'en')).toBe('1 job');
    expect(jobCountText(12, 'en')).toBe('12 jobs');
    expect(jobCountText(SEARCH_TOTAL_CAP, 'en')).toBe('10,000 jobs');
    expect(jobCountText(54_290, 'en')).toBe('more than 10,000 jobs');
  });
});
