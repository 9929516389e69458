import { describe, expect, it } from 'vitest';
import type { JobDetail } from '../grounding/job-detail';
import { applicationsAnswer, detailAnswer } from './templates';

const job: JobDetail = {
  id: 7,
  link: '/job/7',
  title: 'Kế toán tổng hợp',
  company: 'Công ty A',
  city: 'Hà Nội',
  field: 'Kế toán',
  position: 'Kế toán viên',
  salary: '15 - 20 triệu',
  salary_min: 15_000_000,
  salary_max: 20_000_000,
  is_salary_negotiable: false,
  experience: '1 năm',
  level: 'Nhân viên',
  type_working: 'Toàn thời gian',
  deadline: '2026-11-28',
  address: null,
  time_working: null,
  quantity: 2,
  description: '',
  required: '',
  interest: '',
};

describe('local assistant answers write dates as the site shows them (DD/MM/YYYY, Vietnam time)', () => {
  it('writes a deadline as DD/MM/YYYY', () => {
    const answer = detailAnswer(job).join('');
    expect(answer).toContain('Hạn nộp hồ sơ: 28/11/2026');
    expect(answer).not.toContain('2026-11-28');
  });

  it('writes the day an application was sent in Vietnam, not in UTC', () => {
    // 18:30 UTC on the 28th is 01:30 on the 29th in Vietnam.
    const application = { post_id: 7, link: '/job/7', title: 'Kế toán', company: 'Công ty A', status: 'pending' as const, is_viewed: false, applied_at: '2026-11-28T18:30:00.000Z' };
    const answer = applicationsAnswer(1, { pending: 1, approved: 0, rejected: 0 }, [application]).join('');
    expect(answer).toContain('(nộp ngày 29/11/2026)');
  });
});
