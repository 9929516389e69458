/** Accounts: registration, activation, login, tokens, passwords, role, profile (API.md, Accounts). */
import type { FastifyInstance } from 'fastify';
import { createAccountContext } from './account-context';
import { createPasswordHandlers } from './account-passwords';
import { createProfileHandlers } from './account-profile';
import { createRegistrationHandlers } from './account-registration';
import { createSessionHandlers } from './account-sessions';

export function createAccountsHandlers(app: FastifyInstance) {
  const context = createAccountContext(app);
  return {
    ...createRegistrationHandlers(app),
    ...createSessionHandlers(app, context),
    ...createPasswordHandlers(app, context),
    ...createProfileHandlers(app, context),
  };
}
