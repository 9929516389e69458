import { describe, expect, it } from 'vitest';
import { NotificationSchema, PostSearchQuerySchema, RegisterBodySchema, SiteLinkSchema, isSameSitePath } from './index';

describe('contract', () => {
  it('parses repeated or comma separated scales and coerces query numbers', () => {
    const parsed = PostSearchQuerySchema.parse({ scales: '1-9,10-24', salary_min: '5000000', negotiable: 'true', page: '2' });
    expect(parsed).toMatchObject({ scales: ['1-9', '10-24'], salary_min: 5_000_000, negotiable: true, page: 2, page_size: 10 });
  });

  it('rejects an over-long keyword and an inverted salary range with Vietnamese field errors', () => {
    const result = PostSearchQuerySchema.safeParse({ q: 'x'.repeat(10_000), salary_min: '9', salary_max: '1' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['q', 'salary_min']);
  });

  it('normalises the e-mail at sign-up', () => {
    const body = RegisterBodySchema.parse({ username: 'an.nguyen', email: ' An@Example.COM ', password: '12345678', fullname: 'An', gender: 'male', role: 'candidate' });
    expect(body.email).toBe('an@example.com');
  });
});

describe('site links (notifications)', () => {
  it.each([
    ['/', true],
    ['/employer/posts?job_id=7', true],
    ['/a', true],
    ['', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['javascript:alert(1)', false],
    ['https://evil.example/', false],
    ['evil.example', false],
  ])('isSameSitePath(%j) is %s', (link, expected) => {
    expect(isSameSitePath(link)).toBe(expected);
  });

  // A received link is refused where it is followed (rules/notification-target: realtime-rules.test.ts).
  it('accepts a same-site path or nothing when stored, and parses a received link as plain data', () => {
    expect(SiteLinkSchema.safeParse('/\\evil.example').success).toBe(false);
    expect(SiteLinkSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(SiteLinkSchema.parse(' /my-applications ')).toBe('/my-applications');
    expect(SiteLinkSchema.parse('')).toBe('');
    const received = { id: 1, notification_type: 'system', title: 't', message: 'm', object_id: null, is_read: false, created_at: '2026-01-01T00:00:00Z', icon: null };
    expect(isSameSitePath(NotificationSchema.parse({ ...received, link: '//evil.example' }).link ?? '')).toBe(false);
    expect(NotificationSchema.parse({ ...received, link: '/jobs' }).link).toBe('/jobs');
  });
});
