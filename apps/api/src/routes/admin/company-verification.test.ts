import { EnterpriseResponseSchema, PostDetailResponseSchema, PostPageResponseSchema } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { multipartForm } from '../../test/application-fixtures';
import { createCatalogue, createEmployer, insertPost, type TestEmployer } from '../../test/employer-fixtures';
import { createUser, type CreatedUser } from '../../test/helpers';

describeEachDatabase("company verification ('Đã xác minh')", (kind) => {
  const ctx = useTestContext(kind);

  /** A company waiting for approval with this tax code and, optionally, a certificate on file. */
  async function pendingCompany(tax: string | null, certificate: string | null) {
    const employer = await createEmployer(ctx(), { state: 'pending', ...(certificate ? { certificate } : {}) });
    await ctx().database.db.execute(sql`update enterprises set tax = ${tax} where id = ${employer.enterpriseId}`);
    return employer;
  }
  const approve = async (admin: CreatedUser, employer: TestEmployer) => {
    const response = await ctx().inject({ method: 'POST', url: `/api/admin/enterprises/${employer.enterpriseId}/approve/`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
  };
  const isVerified = async (employer: TestEmployer) => {
    const response = await ctx().inject({ method: 'GET', url: `/api/enterprises/${employer.enterpriseId}/` });
    return EnterpriseResponseSchema.parse(response.json()).data.is_verified;
  };

  it('verifies a company an admin approves with a well-formed tax code and a certificate, everywhere it shows', async () => {
    const admin = await createUser(ctx(), { role: 'admin' });
    const catalogue = await createCatalogue(ctx());
    const employer = await pendingCompany('0101234567', 'private/certificates/abc.pdf');
    const post = await insertPost(ctx(), employer, catalogue);
    await approve(admin, employer);

    expect(await isVerified(employer)).toBe(true);
    const detail = PostDetailResponseSchema.parse((await ctx().inject({ method: 'GET', url: `/api/post/${post}/` })).json()).data;
    expect(detail.is_enterprise_verified).toBe(true);
    const search = PostPageResponseSchema.parse((await ctx().inject({ method: 'GET', url: `/api/posts/search/?enterprise=${employer.enterpriseId}` })).json()).data;
    expect(search.results.map((row) => row.is_enterprise_verified)).toEqual([true]);
  });

  it('does not verify without a certificate, with a malformed tax code, or by automatic approval', async () => {
    const admin = await createUser(ctx(), { role: 'admin' });
    const noCertificate = await pendingCompany('0101234567', null);
    const branchCode = await pendingCompany('0101234567-001', 'private/certificates/b.pdf');
    const badTax = await pendingCompany('01-01-234-567', 'private/certificates/c.pdf');
    for (const employer of [noCertificate, branchCode, badTax]) await approve(admin, employer);
    expect(await isVerified(noCertificate)).toBe(false);
    expect(await isVerified(branchCode)).toBe(true);
    expect(await isVerified(badTax)).toBe(false);
    // Approved without an admin (fixtures insert it approved, as AUTO_APPROVE_ENTERPRISES does).
    const auto = await createEmployer(ctx(), { certificate: 'private/certificates/d.pdf' });
    expect(await isVerified(auto)).toBe(false);
  });

  it("loses the badge when the tax code changes or the company is rejected, until an admin approves again", async () => {
    const admin = await createUser(ctx(), { role: 'admin' });
    const employer = await pendingCompany('0101234567', 'private/certificates/e.pdf');
    await approve(admin, employer);
    expect(await isVerified(employer)).toBe(true);

    const form = multipartForm({ tax: '0109876543' });
    const updated = await ctx().inject({ method: 'PUT', url: '/api/enterprises/update/', ...form, headers: { ...form.headers, ...employer.headers } });
    expect(updated.statusCode).toBe(200);
    expect(await isVerified(employer)).toBe(false);
    await approve(admin, employer);
    expect(await isVerified(employer)).toBe(true);

    const rejected = await ctx().inject({ method: 'POST', url: `/api/admin/enterprises/${employer.enterpriseId}/reject/`, headers: admin.headers });
    expect(rejected.statusCode).toBe(200);
    const [row] = await selectRows<{ verified_at: unknown }>(ctx().database.db, sql`select verified_at from enterprises where id = ${employer.enterpriseId}`);
    expect(row?.verified_at).toBeNull();
  });
});
