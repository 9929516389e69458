import { describe, expect, it } from 'vitest';
import type { Role } from '../contract/auth';
import { mayChat } from './may-chat';
import type { PremiumState } from './premium';

describe('mayChat', () => {
  it.each<[Role | null, PremiumState | null, boolean | null]>([
    ['employer', 'none', true],
    ['employer', 'expired', true],
    ['employer', null, true],
    ['admin', 'none', true],
    ['candidate', 'active', true],
    ['candidate', 'none', false],
    ['candidate', 'expired', false],
    ['candidate', null, null],
    ['none', 'active', false],
    ['none', null, false],
    [null, 'active', false],
    [null, null, false],
  ])('role %s with Premium %s may chat: %s', (role, premium, expected) => {
    expect(mayChat(role, premium)).toBe(expected);
  });
});
