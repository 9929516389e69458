import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderSite, signedIn } from '../../test/site-harness';

// The admin page is a lazy chunk: its first render takes a moment on a loaded machine.
vi.setConfig({ testTimeout: 40_000 });

const page = (results: unknown[]) => ok({ results, total: results.length, page: 1, total_pages: 1, page_size: 10 });
const FLAGGED = {
  employer: { id: 12, name: 'Nguyễn Văn Lừa' },
  company_name: 'Công ty Sao Việt',
  candidate: { id: 7, name: 'Trần Thị Ngay' },
  flagged_count: 2,
  reported_count: 1,
  signals: ['money', 'id_document'],
  last_message_id: 90,
  last_content: 'Gửi chị ảnh chụp CCCD 2 mặt nhé',
  last_flagged_at: '2026-11-28T03:00:00.000Z',
};

describe('admin page: flagged conversations', () => {
  it('lists conversations with scam warnings: who, what was found, the latest message and reports', async () => {
    renderSite('/admin', {
      storage: signedIn({ role: 'admin' }),
      routes: {
        'GET /api/admin/enterprises/': () => page([]),
        'GET /api/admin/reports/': () => page([]),
        'GET /api/admin/payments/': () => page([]),
        'GET /api/admin/partner-apps/': () => ok([]),
        'GET /api/admin/flagged-conversations/': () => page([FLAGGED]),
      },
    });
    const section = (await screen.findByRole('heading', { name: 'Cuộc trò chuyện bị cảnh báo lừa đảo (1)' }, { timeout: 15_000 })).closest('section')!;
    const row = within(section).getByRole('row', { name: /Nguyễn Văn Lừa/ });
    expect(row.textContent).toContain('Công ty Sao Việt');
    expect(row.textContent).toContain('Trần Thị Ngay');
    expect(row.textContent).toContain('Đòi tiền, đặt cọc, Đòi giấy tờ tùy thân');
    expect(row.textContent).toContain('Gửi chị ảnh chụp CCCD 2 mặt nhé');
    expect(row.textContent).toContain('2 tin bị cảnh báo');
    expect(row.textContent).toContain('Ứng viên đã báo cáo 1 tin');
  });

  it('says when there is none', async () => {
    renderSite('/admin', {
      storage: signedIn({ role: 'admin' }),
      routes: {
        'GET /api/admin/enterprises/': () => page([]),
        'GET /api/admin/reports/': () => page([]),
        'GET /api/admin/payments/': () => page([]),
        'GET /api/admin/partner-apps/': () => ok([]),
        'GET /api/admin/flagged-conversations/': () => page([]),
      },
    });
    expect(await screen.findByText('Chưa có cuộc trò chuyện nào bị cảnh báo.', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
