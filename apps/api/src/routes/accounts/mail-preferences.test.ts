import { ApiErrorBodySchema, envelope, getMailPreferences, MailPreferencesSchema, updateMailPreferences } from '@jobhub/sdk/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { createUser, readMails } from '../../test/helpers';
import { RESET_SUBJECT } from '../../mail/templates';
import { sendNotificationMail } from '../../mail/mailer';

const Answer = envelope(MailPreferencesSchema);

/** The notification e-mail preference (/settings): stored per user, respected by notification mails only. */
describeEachDatabase('mail preferences', (kind) => {
  const ctx = useTestContext(kind);
  const path = getMailPreferences.path;

  it('is on by default, turns off and on again, and answers with what is stored', async () => {
    expect(updateMailPreferences.path).toBe(path);
    const me = await createUser(ctx());
    const read = async () => Answer.parse((await ctx().inject({ method: 'GET', url: path, headers: me.headers })).json()).data;
    expect(await read()).toEqual({ notification_emails: true });

    const off = await ctx().inject({ method: 'PUT', url: path, headers: me.headers, payload: { notification_emails: false } });
    expect(off.statusCode).toBe(200);
    expect(Answer.parse(off.json())).toMatchObject({ message: 'Đã lưu cài đặt email', data: { notification_emails: false } });
    expect(await read()).toEqual({ notification_emails: false });
    // Another user's preference is untouched.
    const other = await createUser(ctx());
    expect(Answer.parse((await ctx().inject({ method: 'GET', url: path, headers: other.headers })).json()).data.notification_emails).toBe(true);

    await ctx().inject({ method: 'PUT', url: path, headers: me.headers, payload: { notification_emails: true } });
    expect(await read()).toEqual({ notification_emails: true });
  });

  it('refuses a missing or non-boolean value (400 with the field) and anonymous callers (401)', async () => {
    const me = await createUser(ctx());
    for (const payload of [{}, { notification_emails: 'no' }]) {
      const bad = await ctx().inject({ method: 'PUT', url: path, headers: me.headers, payload });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(ApiErrorBodySchema.parse(bad.json()).errors ?? {})).toEqual(['notification_emails']);
    }
    expect((await ctx().inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await ctx().inject({ method: 'PUT', url: path, payload: { notification_emails: false } })).statusCode).toBe(401);
  });

  it('turned off: notification mails are skipped, account mails (password reset) still arrive', async () => {
    const me = await createUser(ctx());
    await ctx().inject({ method: 'PUT', url: path, headers: me.headers, payload: { notification_emails: false } });
    const reset = await ctx().inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: me.user.email } });
    expect(reset.statusCode).toBe(200);
    await ctx().app.background.idle();
    expect((await readMails(ctx(), me.user.email)).map((mail) => mail.subject)).toEqual([RESET_SUBJECT]);

    const mail = { to: me.user.email, subject: 'Thông báo', text: 'Nội dung' };
    expect(await sendNotificationMail(ctx().app.mailer, { notification_emails: false }, mail)).toBe(false);
    expect(await sendNotificationMail(ctx().app.mailer, { notification_emails: true }, mail)).toBe(true);
    expect((await readMails(ctx(), me.user.email)).map((m) => m.subject).sort()).toEqual([RESET_SUBJECT, 'Thông báo'].sort());
  });
});
