import type { Enterprise } from '@jobhub/sdk';
import { CompanyLogo } from '@jobhub/widgets';
import { ApprovalPill } from './approval-pill';

/**
 * Logo, name and approval state at the top of a company card. The name is the `company-heading`
 * that labels the surrounding section, so use it once per page.
 */
export function CompanyHead({ enterprise }: { enterprise: Pick<Enterprise, 'logo' | 'company_name' | 'is_active'> }) {
  return (
    <div className="company-head">
      <CompanyLogo name={enterprise.company_name} src={enterprise.logo} alt={`Logo ${enterprise.company_name}`} className="company-logo" />
      <div>
        <h2 id="company-heading">{enterprise.company_name}</h2>
        <ApprovalPill isActive={enterprise.is_active} />
      </div>
    </div>
  );
}
