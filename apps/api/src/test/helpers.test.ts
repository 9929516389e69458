import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../routes/accounts/password-hash';
import { TEST_PASSWORD, TEST_PASSWORD_HASH } from './helpers';

describe('test password hash', () => {
  it("verifies TEST_PASSWORD and carries hashPassword's current settings", async () => {
    expect(await verify(TEST_PASSWORD_HASH, TEST_PASSWORD)).toBe(true);
    const settings = (encoded: string) => encoded.split('$').slice(1, 4).join('$');
    expect(settings(TEST_PASSWORD_HASH)).toBe(settings(await hashPassword(TEST_PASSWORD)));
  });
});
