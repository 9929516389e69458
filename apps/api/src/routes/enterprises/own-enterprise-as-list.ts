import type { Enterprise, OwnEnterprise } from '@jobhub/sdk/contract';

/**
 * The employer's own company (GET /api/enterprises/user/) as the object it is and, under the key
 * `"0"`, again: the original API answered a list there and its clients read `data[0]`, which on
 * this object is the same company (issue 26). Additive, so `data.company_name` keeps working; the
 * copy holds no copy of its own.
 *
 * @example alsoAsList(company)[0] === company // true
 */
export function alsoAsList(company: Enterprise): OwnEnterprise {
  return { ...company, 0: company };
}
