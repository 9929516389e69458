import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { silentLogger } from '@jobhub/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientProvider, createSiteClient, type Client } from '../../app/client-context';
import { queryCache } from '../../app/query-cache';
import { signedIn } from '../../test/site-harness';
import { useResource } from './use-resource';

afterEach(() => cleanup());

function Probe({ id, resourceKey, load }: { id: string; resourceKey: string | null; load: () => Promise<string> }) {
  const [resource, retry] = useResource(resourceKey, load, 'Không thể tải dữ liệu');
  return (
    <p data-testid={id}>
      {resource.status === 'ready' ? resource.data : resource.status}
      {resource.status === 'error' ? <span>{resource.message}</span> : null}
      {resource.status === 'error' ? (
        <button type="button" onClick={retry}>
          Thử lại
        </button>
      ) : null}
    </p>
  );
}

function setup(storage = signedIn()) {
  const client: Client = createSiteClient({ baseUrl: '', fetch: () => Promise.reject(new Error('no network in this test')), storage, logger: silentLogger });
  const view = (children: ReactNode) => <ClientProvider client={client}>{children}</ClientProvider>;
  return { client, view };
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('useResource', () => {
  it('gives readers of one key one request and its answer', async () => {
    const { view } = setup();
    const load = vi.fn(async () => 'Công ty ABC');
    render(view(<><Probe id="a" resourceKey="company" load={load} /><Probe id="b" resourceKey="company" load={load} /></>));
    expect(text('a')).toBe('loading');
    expect(await screen.findAllByText('Công ty ABC')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failed load as an error with its text until retry loads it again', async () => {
    const { view } = setup();
    const load = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce('Đã tải');
    render(view(<Probe id="a" resourceKey="jobs" load={load} />));
    expect(await screen.findByText('Không thể tải dữ liệu')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Thử lại' }));
    expect(text('a')).toBe('loading');
    expect(await screen.findByText('Đã tải')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves a key read a moment ago from the cache, and asks again after a write made it stale', async () => {
    const { client, view } = setup();
    const load = vi.fn(async () => 'Hồ sơ');
    const first = render(view(<Probe id="a" resourceKey="profile" load={load} />));
    await screen.findByText('Hồ sơ');
    first.unmount();
    render(view(<Probe id="b" resourceKey="profile" load={load} />));
    expect(text('b')).toBe('Hồ sơ');
    expect(load).toHaveBeenCalledTimes(1);
    cleanup();

    await act(() => queryCache(client).write(['profile'], async () => 'Đã lưu'));
    render(view(<Probe id="c" resourceKey="profile" load={load} />));
    expect(text('c')).toBe('loading');
    await screen.findByText('Hồ sơ');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads a key on screen again after a write that made it stale, not after a failed write or one of another resource', async () => {
    const { client, view } = setup();
    const load = vi.fn().mockResolvedValueOnce('1 việc đã lưu').mockResolvedValueOnce('2 việc đã lưu');
    render(view(<Probe id="a" resourceKey="saved:1" load={load} />));
    await screen.findByText('1 việc đã lưu');
    await act(() => expect(queryCache(client).write(['saved:'], () => Promise.reject(new Error('503')))).rejects.toThrow('503'));
    await act(() => queryCache(client).write(['recommended:'], async () => undefined));
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => queryCache(client).write(['saved:'], async () => undefined));
    expect(await screen.findByText('2 việc đã lưu')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never shows one user the answer loaded for another', async () => {
    const { client, view } = setup();
    const load = vi.fn().mockResolvedValueOnce('Việc của An').mockResolvedValueOnce('Việc công khai');
    const { rerender } = render(view(<Probe id="a" resourceKey="jobs" load={load} />));
    await screen.findByText('Việc của An');
    act(() => client.logout());
    rerender(view(<Probe id="a" resourceKey="jobs" load={load} />));
    expect(text('a')).toBe('loading');
    expect(await screen.findByText('Việc công khai')).toBeTruthy();
  });

  it('loads nothing for a null key', () => {
    const { view } = setup();
    const load = vi.fn(async () => 'x');
    render(view(<Probe id="a" resourceKey={null} load={load} />));
    expect(text('a')).toBe('loading');
    expect(load).not.toHaveBeenCalled();
  });
});
