import {
  getEnterprise,
  getPost,
  listEnterprisesForReview,
  listOwnPosts,
  listPosts,
  listPremiumEnterprises,
  searchPosts,
} from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DAY_MS } from '../../lib/clock';
import { refreshSearchFlags } from '../../repositories/post-visibility';
import { selectRows } from '../../repositories/sql-rows';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createCatalogue, createEmployer, insertPost } from '../../test/employer-fixtures';
import { bearer, callApi, createUser, type CreatedUser } from '../../test/helpers';

/**
 * Premium is decided by the app's clock everywhere (repositories/users.ts `isPremiumAt` and
 * `premiumAtSql`): with expiries a day after the database's real now(), moving the fixed clock
 * two days on ends every Premium answer at once, while the database's own clock would still
 * call them Premium.
 */
describeEachDatabase('Premium by the app clock', (kind) => {
  const ctx = useTestContext(kind);
  const signedIn = async ({ user }: CreatedUser) => ({ headers: bearer(await ctx().app.auth.signAccess(user)) });

  it('ends every Premium answer when the app clock passes the expiry, whatever the database clock says', async () => {
    const expiry = new Date(ctx().clock.now().getTime() + DAY_MS);
    const catalogue = await createCatalogue(ctx());
    const employer = await createEmployer(ctx(), { premium: true });
    await ctx().database.db.execute(sql`update users set premium_expiry = ${expiry.toISOString()}::timestamptz where id = ${employer.user.id}`);
    const plain = await createEmployer(ctx());
    const candidate = await createUser(ctx(), { is_premium: true, premium_expiry: expiry });
    const admin = await createUser(ctx(), { role: 'admin' });
    const premiumPost = await insertPost(ctx(), employer, catalogue);
    const newerPlainPost = await insertPost(ctx(), plain, catalogue);

    const answers = async () => {
      // Access tokens expire by the same clock: sign fresh ones for each round.
      const [asCandidate, asEmployer, asAdmin] = await Promise.all([signedIn(candidate), signedIn(employer), signedIn(admin)]);
      const send = await callApi(ctx(), 'POST', '/api/messages/send/', asCandidate, { recipient: employer.user.id, content: 'Xin chào' });
      const detail = getPost.responses[200].parse((await callApi(ctx(), 'GET', `/api/post/${premiumPost}/`, asCandidate)).body).data;
      const list = listPosts.responses[200].parse((await callApi(ctx(), 'GET', '/api/posts/?page_size=100')).body).data.results;
      const ranked = searchPosts.responses[200].parse((await callApi(ctx(), 'GET', `/api/posts/search/?field=${catalogue.fieldId}&sort=relevance`)).body)
        .data.results;
      const own = listOwnPosts.responses[200].parse((await callApi(ctx(), 'GET', '/api/posts/enterprise/', asEmployer)).body).data.results;
      const enterprise = getEnterprise.responses[200].parse((await callApi(ctx(), 'GET', `/api/enterprises/${employer.enterpriseId}/`)).body).data;
      const premiumList = listPremiumEnterprises.responses[200].parse((await callApi(ctx(), 'GET', '/api/enterprises/premium/')).body).data.results;
      const review = listEnterprisesForReview.responses[200].parse(
        (await callApi(ctx(), 'GET', '/api/admin/enterprises/?status=approved&page_size=100', asAdmin)).body,
      ).data.results;
      return {
        chatStatus: send.status,
        seesApplicants: detail.can_view_applicants,
        detailPremium: [detail.is_enterprise_premium, detail.enterprise_detail.is_premium],
        rowPremium: list.find((row) => row.id === premiumPost)?.is_enterprise_premium,
        firstByRelevance: ranked[0]?.id,
        ownRowPremium: own.find((row) => row.id === premiumPost)?.is_enterprise_premium,
        enterprisePremium: enterprise.is_premium,
        inPremiumList: premiumList.some((row) => row.id === employer.enterpriseId),
        adminPremium: review.find((row) => row.id === employer.enterpriseId)?.is_premium,
      };
    };

    expect(await answers()).toEqual({
      chatStatus: 201,
      seesApplicants: true,
      detailPremium: [true, true],
      rowPremium: true,
      firstByRelevance: premiumPost,
      ownRowPremium: true,
      enterprisePremium: true,
      inPremiumList: true,
      adminPremium: true,
    });

    ctx().clock.advance(2 * DAY_MS);
    // The database's own clock still lies before the expiry: only the app's clock has passed it.
    const [premise] = await selectRows<{ before: boolean }>(ctx().database.db, sql`select now() < ${expiry.toISOString()}::timestamptz as before`);
    expect(premise?.before).toBe(true);
    // Search ranking reads post_search.is_premium, which the search_flags job refreshes by the app's clock.
    await refreshSearchFlags(ctx().database.db, ctx().clock.now());

    expect(await answers()).toEqual({
      chatStatus: 403,
      seesApplicants: false,
      detailPremium: [false, false],
      rowPremium: false,
      firstByRelevance: newerPlainPost,
      ownRowPremium: false,
      enterprisePremium: false,
      inPremiumList: false,
      adminPremium: false,
    });
  });
});
