import { describe, expect, it } from 'vitest';
import { PostSearchQuerySchema, RegisterBodySchema } from './index';

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
