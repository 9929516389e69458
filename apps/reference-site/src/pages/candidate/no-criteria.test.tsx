/**
 * A new candidate has no criteria: the API answers 200 with nothing in it (issue 26), and the
 * pages show their empty state with no error in the console.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderSite, signedIn, type FakeAnswer } from '../../test/site-harness';

const NO_CRITERIA = 'Bạn chưa có tiêu chí tìm việc';
const noCriteria = (): FakeAnswer => ({ status: 200, body: { status: 200, message: NO_CRITERIA, data: null } });
const noRecommendations = (): FakeAnswer => ({
  status: 200,
  body: { status: 200, message: NO_CRITERIA, data: { results: [], total: 0, page: 1, total_pages: 0, page_size: 10, has_criteria: false } },
});

describe('a candidate without criteria', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('sees the empty state of /my-criteria, with no console error', async () => {
    renderSite('/my-criteria', { storage: signedIn({ role: 'candidate' }), routes: { 'GET /api/criteria/': noCriteria } });
    expect(await screen.findByText(NO_CRITERIA, { selector: 'h2, h3, p, strong' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is sent from /job-recommendations to set criteria, with no console error', async () => {
    renderSite('/job-recommendations', { storage: signedIn({ role: 'candidate' }), routes: { 'GET /api/posts/recommended/': noRecommendations } });
    expect(await screen.findByText(NO_CRITERIA)).toBeTruthy();
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === '/my-criteria')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
