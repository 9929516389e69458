import type { PremiumPackage } from '@jobhub/sdk/contract';
import { listPackagesForRole } from '../../repositories/premium';
import type { AssistantContext } from '../assistant';
import type { GroundingContext } from './types';

/** The packages on sale for one audience, as its Premium page lists them. */
export interface PremiumOffer {
  role: 'candidate' | 'employer';
  /** Where that audience buys: the candidate's and the employer's Premium pages. */
  link: string;
  packages: PremiumPackage[];
}

/**
 * The Premium packages on sale (the live premium_packages table: names, prices, days, what each
 * gives), the asker's own audience first. Nothing is written here: prices are the table's.
 * @example await premiumOffer(ctx) // [{ role: 'candidate', link: '/premium', packages: [...] }, { role: 'employer', ... }]
 */
export async function premiumOffer(ctx: GroundingContext & Pick<AssistantContext, 'role'>): Promise<PremiumOffer[]> {
  const order: PremiumOffer['role'][] = ctx.role === 'employer' ? ['employer', 'candidate'] : ['candidate', 'employer'];
  const offers = await Promise.all(
    order.map(async (role) => ({ role, link: role === 'employer' ? '/employer/premium' : '/premium', packages: await listPackagesForRole(ctx.db, role) })),
  );
  return offers.filter((offer) => offer.packages.length > 0);
}
