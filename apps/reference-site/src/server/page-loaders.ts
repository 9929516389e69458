import { formatSalary, searchParamsToQuery, serializeJobSearch, type Enterprise, type PostDetail } from '@jobhub/sdk';
import { richTextToPlain } from '@jobhub/sdk/rich-text';
import type { Params } from 'react-router';
import type { Client } from '../app/client-context';
import type { ServerAnswer } from '../app/query-cache';
import { documentTitle } from '../components/use-document-title';
import { INFO_PAGES, type InfoPageId } from '../pages/info/info-pages';
import {
  enterpriseDetail,
  enterpriseJobs,
  featuredJobs,
  fieldCatalogue,
  isJobClosed,
  jobDetail,
  jobSearchResults,
  pageFrom,
  premiumCompanies,
  type Resource,
} from '../pages/browse/resources';
import { enterpriseList, readEnterpriseQuery, writeEnterpriseQuery } from '../pages/browse/enterprise-query';
import { isNotFoundError } from '../pages/browse/route-id';
import { SITE_DESCRIPTION, toDescription, type PageHead } from '../seo/head';
import { jobPostingJsonLd, organizationJsonLd, serializeJsonLd, webSiteJsonLd } from '../seo/json-ld';

/** What a page's server loader is given (the static handler's request context, plus the route's). */
export interface PageLoadContext {
  /** An SDK client whose calls reach the API in the same process, as a visitor. */
  client: Client;
  /** The site's public origin, e.g. 'https://jobhub.vn' (no trailing slash). */
  publicUrl: string;
  now: Date;
  params: Params;
  url: URL;
}

/**
 * What the server renders a page with: the answers the page reads from its query cache (handed
 * to the browser too, which hydrates with them), the HTTP status and the head.
 */
export interface PageData {
  status: number;
  head: PageHead;
  answers: ServerAnswer[];
}

type PageLoader = (context: PageLoadContext) => Promise<PageData>;

/** Loads a resource as an answer; a 404 is an answer too (the page shows its not-found state). */
async function answer<T>(resource: Resource<T>): Promise<ServerAnswer & { data?: T }> {
  try {
    return { key: resource.key, data: await resource.load() };
  } catch (error) {
    if (!isNotFoundError(error)) throw error;
    return { key: resource.key, error: { status: 404 } };
  }
}

const defaultImage = (publicUrl: string) => `${publicUrl}/og/default.png`;

/** The head of a page that has no record of its own. */
function plainHead(context: PageLoadContext, title: string, description = SITE_DESCRIPTION): PageHead {
  return {
    title: title ? documentTitle(title) : 'JobHub - Tìm việc làm',
    description,
    canonical: `${context.publicUrl}${context.url.pathname}${context.url.search}`,
    type: 'website',
    image: defaultImage(context.publicUrl),
  };
}

/** A page whose record does not exist (or is not public): 404, not indexed. */
function notFoundPage(context: PageLoadContext, title: string, answers: ServerAnswer[]): PageData {
  const head = plainHead(context, title);
  return { status: 404, answers, head: { ...head, canonical: undefined, noindex: true } };
}

function jobDescription(job: PostDetail): string {
  const company = job.enterprise_detail.company_name;
  const salary = formatSalary(job.salary_min, job.salary_max, job.is_salary_negotiable);
  return toDescription(`${company} tuyển ${job.title} tại ${job.city}. Lương: ${salary}. ${richTextToPlain(job.description_html)}`);
}

const loadJob: PageLoader = async (context) => {
  const found = await answer(jobDetail(context.client, context.params.id));
  const job = found.data;
  if (!job) return notFoundPage(context, 'Không tìm thấy việc làm', [found]);
  // An expired post stays readable (its link was shared, its related jobs help) but is no longer
  // offered to search engines: noindex and no JobPosting, as Google asks of expired postings.
  const closed = isJobClosed(job, context.now);
  const url = `${context.publicUrl}/job/${job.id}`;
  return {
    status: 200,
    answers: [found],
    head: {
      title: documentTitle(job.title),
      description: jobDescription(job),
      canonical: url,
      noindex: closed,
      type: 'article',
      // The job's own card is drawn for open posts only (/og/job/{id}.png answers 404 otherwise).
      image: closed ? defaultImage(context.publicUrl) : `${context.publicUrl}/og/job/${job.id}.png`,
      jsonLd: closed ? undefined : serializeJsonLd(jobPostingJsonLd(job, { publicUrl: context.publicUrl })),
    },
  };
};

function enterpriseDescription(enterprise: Enterprise): string {
  const about = richTextToPlain(enterprise.description);
  const place = enterprise.city ? ` tại ${enterprise.city}` : '';
  return toDescription(`${enterprise.company_name}${place}: thông tin công ty và việc làm đang tuyển trên JobHub. ${about}`);
}

const loadEnterprise: PageLoader = async (context) => {
  const found = await answer(enterpriseDetail(context.client, context.params.id));
  const enterprise = found.data;
  if (!enterprise) return notFoundPage(context, 'Không tìm thấy công ty', [found]);
  const page = pageFrom(context.url.searchParams);
  const jobs = await answer(enterpriseJobs(context.client, enterprise.id, page));
  const url = `${context.publicUrl}/enterprises/${enterprise.id}${page > 1 ? `?page=${page}` : ''}`;
  return {
    status: 200,
    answers: [found, jobs],
    head: {
      title: documentTitle(enterprise.company_name),
      description: enterpriseDescription(enterprise),
      canonical: url,
      type: 'article',
      image: defaultImage(context.publicUrl),
      jsonLd: serializeJsonLd(organizationJsonLd(enterprise, { publicUrl: context.publicUrl })),
    },
  };
};

const loadHome: PageLoader = async (context) => {
  const { client, publicUrl } = context;
  const answers = await Promise.all([answer(featuredJobs(client)), answer(premiumCompanies(client)), answer(fieldCatalogue(client))]);
  return {
    status: 200,
    answers,
    head: { ...plainHead(context, ''), canonical: `${publicUrl}/`, jsonLd: serializeJsonLd(webSiteJsonLd({ publicUrl })) },
  };
};

const loadEnterprises: PageLoader = async (context) => {
  const query = readEnterpriseQuery(context.url.searchParams);
  const answers = await Promise.all([answer(fieldCatalogue(context.client)), answer(enterpriseList(context.client, query))]);
  const search = writeEnterpriseQuery(query).toString();
  const head = plainHead(context, 'Danh sách công ty', 'Danh sách công ty đang tuyển dụng trên JobHub: tìm theo tên, tỉnh thành, lĩnh vực và quy mô.');
  return { status: 200, answers, head: { ...head, canonical: `${context.publicUrl}${context.url.pathname}${search ? `?${search}` : ''}` } };
};

const loadJobSearch: PageLoader = async (context) => {
  const query = searchParamsToQuery(context.url.search);
  // A search the API refuses (an inverted salary range) renders without results: the widget
  // shows its message in the browser, as without server rendering.
  const results = await answer(jobSearchResults(context.client, query)).catch(() => null);
  const search = serializeJobSearch(query).toString();
  const head = plainHead(context, 'Tìm việc làm', 'Tìm việc làm mới nhất trên JobHub theo từ khóa, ngành nghề, tỉnh thành, mức lương và kinh nghiệm.');
  return {
    status: 200,
    answers: results ? [results] : [],
    head: { ...head, canonical: `${context.publicUrl}/job-search${search ? `?${search}` : ''}` },
  };
};

const infoPage =
  (id: InfoPageId): PageLoader =>
  async (context) => ({ status: 200, answers: [], head: plainHead(context, INFO_PAGES[id].title, toDescription(INFO_PAGES[id].lead)) });

const loadNotFound: PageLoader = async (context) => notFoundPage(context, 'Không tìm thấy trang', []);

/** A server-rendered page: its loader and its module (the chunk whose styles its HTML needs). */
interface ServerPage {
  load: PageLoader;
  /** The page's source module, as Vite's manifest names it (the route's lazyPage import). */
  module: string;
}

const BROWSE = 'src/pages/browse';
const INFO_MODULE = 'src/pages/info/info-pages.tsx';
const infoPageOf = (id: InfoPageId): ServerPage => ({ load: infoPage(id), module: INFO_MODULE });

/**
 * The server-rendered pages, by route id (src/app/routes.tsx): each loads what its page reads
 * and says its status and head. Routes without one (the signed-in areas, the auth screens) are
 * served as the app shell and render in the browser.
 */
export const SERVER_PAGES: Readonly<Record<string, ServerPage>> = {
  home: { load: loadHome, module: `${BROWSE}/home.tsx` },
  job: { load: loadJob, module: `${BROWSE}/job-detail.tsx` },
  'job-search': { load: loadJobSearch, module: `${BROWSE}/job-search.tsx` },
  enterprises: { load: loadEnterprises, module: `${BROWSE}/enterprises.tsx` },
  companies: { load: loadEnterprises, module: `${BROWSE}/enterprises.tsx` },
  enterprise: { load: loadEnterprise, module: `${BROWSE}/enterprise-detail.tsx` },
  about: infoPageOf('about'),
  contact: infoPageOf('contact'),
  blog: infoPageOf('blog'),
  'career-advice': infoPageOf('career-advice'),
  'post-job': infoPageOf('post-job'),
  pricing: infoPageOf('pricing'),
  'recruitment-solutions': infoPageOf('recruitment-solutions'),
  'not-found': { load: loadNotFound, module: 'src/pages/misc/simple-pages.tsx' },
};
