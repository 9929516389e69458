import type { Enterprise } from '@jobhub/sdk';

/** The company's logo, or its initial on a plain tile when it has none. */
export function CompanyLogo({ enterprise }: { enterprise: Pick<Enterprise, 'logo' | 'company_name'> }) {
  return enterprise.logo ? (
    <img className="company-logo" src={enterprise.logo} alt={`Logo ${enterprise.company_name}`} />
  ) : (
    <span className="company-logo company-logo-fallback" aria-hidden="true">
      {enterprise.company_name.charAt(0).toUpperCase()}
    </span>
  );
}
