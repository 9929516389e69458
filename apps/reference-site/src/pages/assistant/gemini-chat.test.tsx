import { createMemoryStorage, silentLogger } from '@jobhub/sdk';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ClientProvider, createSiteClient } from '../../app/client-context';
import { AppRoutes } from '../../app/routes';
import { createFakeFetch, createFakeSockets, ok, signedIn, type FakeRoutes } from '../../test/site-harness';
import { postRow } from '../browse/test-utils';

const session = { id: 4, title: 'Lương kế toán', preview: 'Khoảng 12 triệu', created_at: '2026-03-05T02:00:00.000Z', updated_at: '2026-03-05T02:00:00.000Z' };

/** An event-stream answer of POST /api/gemini-chat/stream/, as the API writes it. */
function streamAnswer(): Response {
  const events = [
    { type: 'session', session_id: 9, title: 'Tìm việc React ở Hà Nội', question_id: 20 },
    { type: 'text', text: '**Việc phù hợp:**\n\n- [Lập trình viên React](/job/41)' },
    { type: 'jobs', post_ids: [41], jobs: [postRow({ id: 41, title: 'Lập trình viên React' })] },
    { type: 'text', text: ' <img src=x onerror="alert(1)">' },
    {
      type: 'done',
      message: { id: 21, role: 'assistant', content: '**Việc phù hợp:**\n\n- [Lập trình viên React](/job/41) <img src=x onerror="alert(1)">', post_ids: [41], created_at: '2026-03-05T03:00:00.000Z' },
    },
  ];
  return new Response(events.map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`).join(''), {
    headers: { 'content-type': 'text/event-stream; charset=utf-8' },
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderChat(path: string, signed: boolean, routes: FakeRoutes = {}) {
  const fake = createFakeFetch({
    'GET /api/gemini-chat/sessions/': () => ok([session]),
    'DELETE /api/gemini-chat/sessions/4/delete/': () => ({ status: 200, body: { status: 200, message: 'Đã xoá cuộc trò chuyện' } }),
    ...routes,
  });
  const streamed: unknown[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (url.pathname === '/api/gemini-chat/stream/') {
      streamed.push(JSON.parse(String(init?.body)));
      return streamAnswer();
    }
    return fake.fetch(input, init);
  };
  const storage = signed ? signedIn() : createMemoryStorage();
  const client = createSiteClient({ baseUrl: '', fetch, storage, logger: silentLogger, retry: false, WebSocket: createFakeSockets().WebSocket });
  render(
    <ClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </ClientProvider>,
  );
  return { streamed, requests: fake.requests };
}

describe('/gemini-chat', () => {
  it('asks guests to log in', async () => {
    renderChat('/gemini-chat', false);
    expect(await screen.findByText('Vui lòng đăng nhập để trò chuyện với JobHub AI.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Đăng nhập' }).getAttribute('href')).toBe('/login?redirect=%2Fgemini-chat');
  });

  it('shows the sidebar previews as plain text, not markdown', async () => {
    const answered = { ...session, preview: 'Có **39** việc [Kế toán](/job/1) phù hợp' };
    renderChat('/gemini-chat', true, { 'GET /api/gemini-chat/sessions/': () => ok([answered]) });
    const sidebar = await screen.findByRole('complementary', { name: 'Lịch sử trò chuyện' });
    expect(await within(sidebar).findByText('Có 39 việc Kế toán phù hợp')).toBeTruthy();
    expect(within(sidebar).queryByText(/\*\*/)).toBeNull();
  });

  it('asks a suggested question and shows the streamed answer, sanitised, with the cited job card', async () => {
    const { streamed } = renderChat('/gemini-chat', true);
    const sidebar = await screen.findByRole('complementary', { name: 'Lịch sử trò chuyện' });
    expect(await within(sidebar).findByText('Khoảng 12 triệu')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('list', { name: 'Câu hỏi gợi ý' })).getByRole('button', { name: 'Tìm việc React ở Hà Nội' }));

    const conversation = await screen.findByRole('list', { name: 'Cuộc trò chuyện' });
    await waitFor(() => expect(within(conversation).getAllByRole('link', { name: 'Lập trình viên React' })).toHaveLength(2));
    expect(streamed).toEqual([{ message: 'Tìm việc React ở Hà Nội' }]);
    expect(within(conversation).getByText('Tìm việc React ở Hà Nội')).toBeTruthy();
    const [inAnswer, onCard] = within(conversation).getAllByRole('link', { name: 'Lập trình viên React' });
    expect(inAnswer!.getAttribute('href')).toBe('/job/41');
    expect(onCard!.closest('article')).toBeTruthy();
    expect(conversation.querySelector('img, [onerror]')).toBeNull();
    expect(conversation.querySelector('strong')?.textContent).toBe('Việc phù hợp:');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/gemini-chat?session=9'));
    expect(within(sidebar).getAllByRole('button', { name: /^Tìm việc React ở Hà Nội/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Gửi' })).toBeTruthy();
  });

  it('deletes a session only after the confirmation', async () => {
    const { requests } = renderChat('/gemini-chat', true);
    const sidebar = await screen.findByRole('complementary', { name: 'Lịch sử trò chuyện' });
    fireEvent.click(await within(sidebar).findByRole('button', { name: 'Xoá "Lương kế toán"' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xoá cuộc trò chuyện?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Xoá "Lương kế toán"' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Xoá cuộc trò chuyện?' })).getByRole('button', { name: 'Xoá' }));
    expect(await within(sidebar).findByText('Chưa có cuộc trò chuyện nào.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/api/gemini-chat/sessions/4/delete/']);
  });
});
