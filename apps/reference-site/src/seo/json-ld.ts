/**
 * schema.org structured data for the public pages (issue #22): a job post as Google for Jobs
 * reads it, a company, and the site with its search box. Pure functions of the same API data the
 * pages show (no React, no DOM), so the server renderer and tests call them alike.
 *
 * Rich text becomes HTML by way of the page's own plain-text rendering (pages/browse/rich-text.ts)
 * and is rebuilt from escaped text only: whatever the stored HTML holds, the description can carry
 * no tag or attribute but `<h3>`, `<p>` and `<br>`.
 */
import { assetUrl, type Enterprise, type PostDetail, type TypeWorking } from '@jobhub/sdk';
import { richTextToPlain } from '@jobhub/sdk/rich-text';
import type { JobPosting, OrganizationLeaf, PostalAddress, SearchActionLeaf, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import { safeExternalUrl } from '../pages/browse/format';

/** Where the site is served: an absolute origin, with or without a trailing slash. */
export interface JsonLdOptions {
  publicUrl: string;
}

/** Google for Jobs' `employmentType` values (developers.google.com/search/docs/appearance/structured-data/job-posting). */
type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER';

/**
 * The catalogue's work types (TYPE_WORKINGS) as employment types. A post has one type, which mixes
 * hours and place: part-time, internship and contract work have their own, so remote and hybrid
 * posts are full-time roles (their place goes in jobLocationType / jobLocation instead).
 */
export const EMPLOYMENT_TYPES: Readonly<Record<TypeWorking, EmploymentType>> = {
  'Toàn thời gian': 'FULL_TIME',
  'Bán thời gian': 'PART_TIME',
  'Làm việc từ xa': 'FULL_TIME',
  'Làm việc kết hợp': 'FULL_TIME',
  'Thực tập': 'INTERN',
  'Hợp đồng': 'CONTRACTOR',
};

/** The work type that is done from anywhere: TELECOMMUTE instead of an office address. */
const REMOTE: TypeWorking = 'Làm việc từ xa';
/** Deadlines are Vietnamese dates (API.md); a post stays open to the end of that day there. */
const VIETNAM_OFFSET = '+07:00';
/**
 * Section headings as the job page shows them (pages/browse/job-detail.tsx), over the sections'
 * HTML (`*_html`: the plain `description`, `required`, `interest` are for clients of the original API).
 */
const SECTIONS = [
  ['description_html', 'Mô tả công việc'],
  ['required_html', 'Yêu cầu ứng viên'],
  ['interest_html', 'Quyền lợi'],
] as const;

function origin(options: JsonLdOptions): string {
  return options.publicUrl.replace(/\/+$/, '');
}

/** An upload path ('/uploads/…') or absolute http(s) URL as an absolute URL; anything else undefined. */
function absoluteUrl(value: string | null | undefined, options: JsonLdOptions): string | undefined {
  return assetUrl(value, origin(options)) ?? undefined;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text with blank-line paragraphs and line breaks as `<p>` and `<br>`, every character escaped. */
function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** The post's three rich-text sections as one safe HTML description (empty sections left out). */
function descriptionHtml(job: PostDetail): string {
  return SECTIONS.flatMap(([key, heading]) => {
    const text = richTextToPlain(job[key]);
    return text ? [`<h3>${heading}</h3>${textToHtml(text)}`] : [];
  }).join('');
}

function employmentType(typeWorking: string): EmploymentType {
  return (EMPLOYMENT_TYPES as Record<string, EmploymentType>)[typeWorking] ?? 'OTHER';
}

/** Drops undefined and empty-string values, so the JSON carries only what the data has. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

function address(parts: { street?: string | null; locality?: string | null; region?: string | null }): PostalAddress {
  return compact<PostalAddress>({
    '@type': 'PostalAddress',
    streetAddress: parts.street ?? undefined,
    addressLocality: parts.locality ?? undefined,
    addressRegion: parts.region ?? undefined,
    addressCountry: 'VN',
  });
}

function salary(job: PostDetail): JobPosting['baseSalary'] {
  const min = job.salary_min !== null && job.salary_min > 0 ? job.salary_min : undefined;
  const max = job.salary_max !== null && job.salary_max > 0 ? job.salary_max : undefined;
  if (job.is_salary_negotiable || (min === undefined && max === undefined)) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: 'VND',
    value: compact({ '@type': 'QuantitativeValue' as const, minValue: min, maxValue: max, unitText: 'MONTH' }),
  };
}

/**
 * A job post as schema.org JobPosting for Google for Jobs: title, HTML description, dates,
 * employment type, the hiring company, where (or TELECOMMUTE), the salary unless negotiable.
 *
 * @param job - The post as GET /api/post/{id} answers it (what the job page shows).
 * @param options - `publicUrl`: the site's origin, for the post's and the logo's absolute URLs.
 * @example
 * const data = jobPostingJsonLd(job, { publicUrl: 'https://jobhub.vn' });
 * data.validThrough; // '2026-12-31T23:59:59+07:00'
 */
export function jobPostingJsonLd(job: PostDetail, options: JsonLdOptions): WithContext<JobPosting> {
  const company = job.enterprise_detail;
  const remote = job.type_working === REMOTE;
  return compact<WithContext<JobPosting>>({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    datePosted: job.created_at,
    validThrough: `${job.deadline}T23:59:59${VIETNAM_OFFSET}`,
    employmentType: employmentType(job.type_working),
    hiringOrganization: compact<OrganizationLeaf>({
      '@type': 'Organization',
      name: company.company_name,
      logo: absoluteUrl(company.logo, options),
      sameAs: safeExternalUrl(company.link_web_site) ?? undefined,
    }),
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'VN' } }
      : { jobLocation: { '@type': 'Place', address: address({ street: job.detail_address, locality: job.district, region: job.city }) } }),
    baseSalary: salary(job),
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: 'JobHub', value: String(job.id) },
    url: `${origin(options)}/job/${job.id}`,
  });
}

/**
 * A company page as schema.org Organization: name, page URL, logo, web site, address, description.
 *
 * @param enterprise - The company as GET /api/enterprises/{id} answers it.
 * @param options - `publicUrl`: the site's origin.
 * @example organizationJsonLd(enterprise, { publicUrl: 'https://jobhub.vn' }).url; // 'https://jobhub.vn/enterprises/7'
 */
export function organizationJsonLd(enterprise: Enterprise, options: JsonLdOptions): WithContext<OrganizationLeaf> {
  return compact<WithContext<OrganizationLeaf>>({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: enterprise.company_name,
    url: `${origin(options)}/enterprises/${enterprise.id}`,
    logo: absoluteUrl(enterprise.logo, options),
    sameAs: safeExternalUrl(enterprise.link_web_site) ?? undefined,
    address: enterprise.address || enterprise.city ? address({ street: enterprise.address, region: enterprise.city }) : undefined,
    description: richTextToPlain(enterprise.description),
  });
}

/**
 * The site as schema.org WebSite with a SearchAction into the job search (its keyword parameter
 * is `q`, the SDK's job-search query), for a search box under the site's result.
 *
 * @example webSiteJsonLd({ publicUrl: 'https://jobhub.vn' }).url; // 'https://jobhub.vn/'
 */
export function webSiteJsonLd(options: JsonLdOptions): WithContext<WebSite> {
  const search: WithActionConstraints<SearchActionLeaf> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin(options)}/job-search?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'JobHub',
    url: `${origin(options)}/`,
    potentialAction: search,
  };
}

/** Characters that could end the script element or the line in a `<script>` body, as JSON escapes. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON for the body of `<script type="application/ld+json">`: `<`, `>`, `&`, U+2028 and U+2029
 * written as `\uXXXX`, so no value (a title holding `</script>`) can close the element.
 *
 * @example serializeJsonLd({ name: '</script>' }); // '{"name":"\\u003c/script\\u003e"}'
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
