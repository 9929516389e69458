import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyDropdownNotice } from '../components/header-dropdown/lazy-dropdown-notice';
import { NOTIFICATION_BELL_TEXTS } from '../i18n/texts/notification-bell';
import { lazyModule, useLazyModule, type LazyModule } from './use-lazy-module';

afterEach(cleanup);

/** An importer that fails its first `failures` calls, like a chunk the network did not deliver. */
function flakyImporter(failures: number) {
  const calls = { count: 0 };
  const importer = () => {
    calls.count += 1;
    return calls.count <= failures ? Promise.reject(new Error('network')) : Promise.resolve({ text: 'Nội dung' });
  };
  return { importer, calls };
}

function Opened({ lazy, open }: { lazy: LazyModule<{ text: string }>; open: unknown }) {
  const state = useLazyModule(lazy, open);
  return state.status === 'ready' ? <p>{state.module.text}</p> : <LazyDropdownNotice state={state} texts={NOTIFICATION_BELL_TEXTS.vi} />;
}

describe('lazyModule', () => {
  it('imports only when first asked, once for every caller, and again after a failure', async () => {
    const { importer, calls } = flakyImporter(1);
    const lazy = lazyModule(importer);
    expect(calls.count).toBe(0);

    lazy.prefetch(); // a failed prefetch is silent
    await expect(lazy.load()).rejects.toThrow('network');
    expect(calls.count).toBe(1);
    expect(lazy.loaded).toBeUndefined();

    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    expect(lazy.loaded).toBe(first);
    expect(calls.count).toBe(2);
    await lazy.load();
    expect(calls.count).toBe(2);
  });
});

describe('useLazyModule', () => {
  it("loads when wanted, with 'Đang tải...' meanwhile", async () => {
    const { importer, calls } = flakyImporter(0);
    const lazy = lazyModule(importer);
    const view = render(<Opened lazy={lazy} open={false} />);
    expect(calls.count).toBe(0);

    view.rerender(<Opened lazy={lazy} open />);
    expect(screen.getByRole('status').textContent).toBe('Đang tải...');
    expect(await screen.findByText('Nội dung')).toBeTruthy();

    // Loaded once, it renders at once, like code imported statically.
    view.unmount();
    render(<Opened lazy={lazy} open />);
    expect(screen.getByText('Nội dung')).toBeTruthy();
    expect(calls.count).toBe(1);
  });

  it("shows the no-connection error with 'Thử lại' when the code did not load, and loads it on retry", async () => {
    const { importer, calls } = flakyImporter(1);
    render(<Opened lazy={lazyModule(importer)} open />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Không thể kết nối đến máy chủ. Vui lòng kiểm tra kết nối internet.');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    });
    expect(await screen.findByText('Nội dung')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.count).toBe(2);
  });

  it('tries again when asked for anew after a failure (another chat window)', async () => {
    const { importer, calls } = flakyImporter(1);
    const lazy = lazyModule(importer);
    const view = render(<Opened lazy={lazy} open={[1]} />);
    expect(await screen.findByRole('alert')).toBeTruthy();

    view.rerender(<Opened lazy={lazy} open={[1, 2]} />);
    expect(await screen.findByText('Nội dung')).toBeTruthy();
    expect(calls.count).toBe(2);
  });
});
