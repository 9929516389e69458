import { createClient, createMemoryStorage, silentLogger } from '@jobhub/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectText } from '../../../.storybook/play';
import { DARK, ENGLISH, MOBILE_390 } from '../../../.storybook/story-globals';
import { createFakeApi, errorResponse, makePage, makeRow } from '../../test/fake-api';
import { createWidgetClient, type WidgetClient } from '../../widget-client';
import { JobSearch, type JobSearchProps } from './job-search';

type Search = Parameters<typeof createFakeApi>[0];

/** Pinned clock: the cards' relative times ('2 ngày trước') stay the same in every build. */
const NOW = new Date('2026-03-07T10:00:00Z');

const COMPANIES = ['Công ty ABC', 'FPT Software', 'Tiki', 'VNG', 'MoMo', 'Shopee Việt Nam', 'Viettel', 'Sao Việt', 'Grab', 'VinAI'];
const CITIES = ['Hà Nội', 'Hồ Chí Minh', 'Đà Nẵng'];

/** A full first page of ten varied rows out of 137 results (14 pages). */
const MANY = makePage(
  COMPANIES.map((company, index) =>
    makeRow({
      id: index + 1,
      title: ['Kỹ sư phần mềm', 'Chuyên viên Marketing số', 'Kiểm thử phần mềm', 'Lập trình viên Frontend React'][index % 4],
      enterprise: 10 + index,
      enterprise_name: company,
      is_enterprise_premium: index % 3 === 0,
      city: CITIES[index % CITIES.length],
      salary_min: index % 4 === 3 ? null : 10_000_000 + index * 2_000_000,
      salary_max: index % 4 === 3 ? null : 20_000_000 + index * 3_000_000,
      is_salary_negotiable: index % 4 === 3,
      created_at: `2026-03-0${1 + (index % 6)}T08:00:00Z`,
    }),
  ),
  1,
  14,
  137,
);

/** Answers of the fake API's job search, one per state. */
const SEARCHES = {
  few: () => ({ status: 200, data: makePage([makeRow(), makeRow({ id: 2, title: 'Chuyên viên SEO', enterprise_name: 'Tiki', city: 'Hồ Chí Minh', is_enterprise_premium: true })]) }),
  many: () => ({ status: 200, data: MANY }),
  empty: () => ({ status: 200, data: makePage([]) }),
  // Never answers: the widget stays in its loading state.
  loading: () => new Promise<never>(() => undefined),
  error: () => errorResponse(500, 'Máy chủ đang gặp sự cố, vui lòng thử lại sau'),
} satisfies Record<string, Search>;

/** The real widget client (SDK client, job search and catalogue) over the unit tests' fake API. */
function fakeWidgetClient(search: Search): WidgetClient {
  const api = createFakeApi(search);
  // retry: false: an error shows at once (the SDK's GET retries are tested in the SDK).
  return createWidgetClient(createClient({ baseUrl: 'http://api.test', fetch: api.fetch, storage: createMemoryStorage(), logger: silentLogger, retry: false }));
}

type Args = Omit<JobSearchProps, 'client'> & { search: keyof typeof SEARCHES };

const meta = {
  title: 'Widgets/Job search',
  args: { search: 'few', debounceMs: 300 },
  argTypes: { search: { control: 'select', options: Object.keys(SEARCHES), description: 'Answer of the fake API' } },
  // A fresh client per story (and per change of `search`): each story starts its own search.
  loaders: [({ args }) => ({ client: fakeWidgetClient(SEARCHES[(args as Args).search]) })],
  render: ({ search: _search, ...props }, { loaded }) => <JobSearch now={() => NOW} {...props} client={loaded.client as WidgetClient} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: ({ canvasElement }) => expectText(canvasElement, 'Kỹ sư phần mềm'),
};

export const ManyResults: Story = {
  args: { search: 'many' },
  play: ({ canvasElement }) => expectText(canvasElement, 'FPT Software'),
};

export const Empty: Story = { args: { search: 'empty' } };

export const Loading: Story = { args: { search: 'loading' } };

export const Failed: Story = {
  name: 'Error',
  args: { search: 'error' },
  play: ({ canvasElement }) => expectText(canvasElement, 'Máy chủ đang gặp sự cố'),
};

/** A search the host pre-fills (e.g. from the page URL). */
export const WithQuery: Story = { args: { search: 'many', initialQuery: { q: 'kỹ sư', city: 'Hà Nội' } } };

export const Mobile390: Story = { args: { search: 'many' }, globals: MOBILE_390 };

export const Dark: Story = { args: { search: 'many' }, globals: DARK };

export const English: Story = { args: { search: 'many' }, globals: ENGLISH };

/** Colours, radius and font through the `theme` prop (the host's `--jh-*` properties). */
export const CustomTheme: Story = { args: { search: 'many', theme: { primary: '#e11d48', radius: '2px', fontFamily: 'Georgia, serif' } } };
