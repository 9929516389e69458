import { ApiErrorBodySchema } from '@jobhub/sdk/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { HealthSchema } from './health.routes';

describeEachDatabase('health and app basics', (kind) => {
  const ctx = useTestContext(kind);

  it('answers GET /api/health with the active driver', async () => {
    const response = await ctx().inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(HealthSchema.parse(response.json()).data).toEqual({ ok: true, database: kind });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown /api routes with a JSON 404 in the error shape', async () => {
    const response = await ctx().inject({ method: 'GET', url: '/api/khong-ton-tai/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(ApiErrorBodySchema.parse(response.json())).toEqual({ status: 404, message: 'Không tìm thấy tài nguyên' });
  });
});
