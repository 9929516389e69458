import { ApiErrorBodySchema, envelope, getMailPreferences, MailPreferencesSchema, updateMailPreferences } from '@jobhub/sdk/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createUser, readMails } from '../../test/helpers';
import { RESET_SUBJECT } from '../../mail/templates';

const Answer = envelope(MailPreferencesSchema);
const ALL_ON = { job_alerts: true, application_updates: true, messages: true, news: true };

/** The mail preferences (/settings): one switch per mail type, stored per user; transactional mail ignores them. */
describeEachDatabase('mail preferences', (kind) => {
  const ctx = useTestContext(kind);
  const path = getMailPreferences.path;

  it('has every type on by default, turns one off and on again, and answers with what is stored', async () => {
    expect(updateMailPreferences.path).toBe(path);
    const me = await createUser(ctx());
    const read = async () => Answer.parse((await ctx().inject({ method: 'GET', url: path, headers: me.headers })).json()).data;
    expect(await read()).toEqual(ALL_ON);

    const off = await ctx().inject({ method: 'PUT', url: path, headers: me.headers, payload: { job_alerts: false } });
    expect(off.statusCode).toBe(200);
    expect(Answer.parse(off.json())).toMatchObject({ message: 'Đã lưu cài đặt email', data: { ...ALL_ON, job_alerts: false } });
    expect(await read()).toEqual({ ...ALL_ON, job_alerts: false });
    // Another user's preferences are untouched.
    const other = await createUser(ctx());
    expect(Answer.parse((await ctx().inject({ method: 'GET', url: path, headers: other.headers })).json()).data).toEqual(ALL_ON);

    await ctx().inject({ method: 'PUT', url: path, headers: me.headers, payload: { job_alerts: true, news: false } });
    expect(await read()).toEqual({ ...ALL_ON, news: false });
  });

  it('refuses an empty body or a non-boolean value (400 in the contract shape) and anonymous callers (401)', async () => {
    const me = await createUser(ctx());
    const empty = await ctx().inject({ method: 'PUT', url: path, headers: me.headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(ApiErrorBodySchema.parse(empty.json()).message).toBeTruthy();
    const bad = await ctx().inject({ method: 'PUT', url: path, headers: me.headers, payload: { messages: 'no' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(ApiErrorBodySchema.parse(bad.json()).errors ?? {})).toEqual(['messages']);
    expect((await ctx().inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await ctx().inject({ method: 'PUT', url: path, payload: { news: false } })).statusCode).toBe(401);
  });

  it('with every type off, account mails (password reset) still arrive', async () => {
    const me = await createUser(ctx());
    await ctx().inject({ method: 'PUT', url: path, headers: me.headers, payload: { job_alerts: false, application_updates: false, messages: false, news: false } });
    const reset = await ctx().inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: me.user.email } });
    expect(reset.statusCode).toBe(200);
    expect((await readMails(ctx(), me.user.email)).map((mail) => mail.subject)).toEqual([RESET_SUBJECT]);
  });
});
