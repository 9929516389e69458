import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryStorage, silentLogger } from '@jobhub/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientProvider, createSiteClient } from '../../app/client-context';
import { createFakeFetch, fakeJwt } from '../../test/site-harness';
import { CvFileButton } from './cv-file-button';

afterEach(() => vi.restoreAllMocks());

describe('CvFileButton', () => {
  it('fetches the CV with the bearer token and saves it from a blob URL (a plain link would get 401)', async () => {
    const token = fakeJwt({ role: 'candidate' });
    const seen: (string | null)[] = [];
    const fake = createFakeFetch({ 'GET /api/cv/3/file/': () => ({ body: 'pdf' }) });
    const fetch: typeof globalThis.fetch = (input, init) => {
      seen.push(new Headers(init?.headers).get('authorization'));
      return fake.fetch(input, init);
    };
    const client = createSiteClient({ baseUrl: '', fetch, storage: createMemoryStorage({ token, refreshToken: 'r' }), logger: silentLogger });
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(
      <ClientProvider client={client}>
        <CvFileButton application={{ id: 3, cv_file_name: 'cv.pdf' }} />
      </ClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'cv.pdf (tải về)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fake.requests.map((request) => request.path)).toEqual(['/api/cv/3/file/']);
    expect(seen).toEqual([`Bearer ${token}`]);
    expect(createUrl).toHaveBeenCalledTimes(1);
  });
});
