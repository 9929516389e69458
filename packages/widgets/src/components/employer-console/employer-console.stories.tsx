import type { ApplicationStatus } from '@jobhub/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectText } from '../../../.storybook/play';
import { DARK, ENGLISH, MOBILE_390 } from '../../../.storybook/story-globals';
import { createRealtimeFixture, errorAnswer, makeApplication, makeStatistics } from '../../test/fake-realtime';
import { EmployerConsole, type EmployerConsoleProps } from './employer-console';

/** Pinned clock: relative times stay the same in every build. */
const NOW = new Date('2026-03-05T12:00:00Z');

const NAMES = ['Trần Thị Bình', 'Lê Văn Cường', 'Phạm Thu Dung', 'Hoàng Minh Đức', 'Vũ Ngọc Hà', 'Đặng Quốc Huy', 'Bùi Lan Hương', 'Ngô Thanh Khoa', 'Đỗ Mai Linh', 'Lý Gia Minh'];
const POSTS = ['Kỹ sư phần mềm', 'Kế toán', 'Chuyên viên Marketing số', 'Kiểm thử phần mềm'];
const STATUSES: ApplicationStatus[] = ['pending', 'approved', 'rejected', 'pending'];

/** `count` applications spread over the posts, an hour or so apart. */
function applications(count: number) {
  return Array.from({ length: count }, (_, index) =>
    makeApplication({
      id: 100 + index,
      post: (index % POSTS.length) + 1,
      post_title: POSTS[index % POSTS.length]!,
      name: NAMES[index % NAMES.length]!,
      status: STATUSES[index % STATUSES.length]!,
      is_viewed: index % 3 !== 0,
      created_at: new Date(NOW.getTime() - (20 + index * 70) * 60_000).toISOString(),
    }),
  );
}

const POST_STATS = POSTS.map((title, index) => ({
  id: index + 1,
  title,
  applicants: 3,
  is_active: index !== 3,
  deadline: '2026-04-01',
  created_at: `2026-02-0${index + 1}T00:00:00Z`,
}));

/** What the fake API holds for each state of the console. */
const STATES = {
  some: { statistics: makeStatistics({ post_stats: POST_STATS }), applications: applications(3) },
  many: {
    statistics: makeStatistics({ total_posts: 48, active_posts: 31, total_applicants: 12_480, pending_applicants: 1_204, approved_applicants: 8_990, post_stats: POST_STATS }),
    applications: applications(24),
  },
  empty: {
    statistics: makeStatistics({
      total_posts: 0, active_posts: 0, expired_posts: 0, total_applicants: 0, pending_applicants: 0, approved_applicants: 0,
      rejected_applicants: 0, total_interviews: 0, upcoming_interviews: 0, completed_interviews: 0, monthly_stats: [], post_stats: [],
    }),
    applications: [],
  },
  loading: { statistics: makeStatistics(), applications: [], hold: true },
  error: { statistics: makeStatistics(), applications: [], error: true },
};

type State = keyof typeof STATES;

/** The console's real SDK resources (statistics, applicants) of a signed-in employer over the unit tests' fake API. */
function fakeConsoleClient(state: State) {
  const setup = STATES[state];
  const fixture = createRealtimeFixture({ role: 'employer', retry: false });
  Object.assign(fixture.api.state, { statistics: setup.statistics, applications: setup.applications });
  if ('hold' in setup) fixture.api.state.hold = (request) => request.url.pathname === '/api/statistics/';
  if ('error' in setup) {
    fixture.api.state.override = (request) =>
      request.url.pathname === '/api/statistics/' ? errorAnswer(500, 'Không thể tải số liệu tuyển dụng, vui lòng thử lại') : undefined;
  }
  return fixture.employerConsole;
}

type Args = Omit<EmployerConsoleProps, 'client'> & { state: State };

const meta = {
  title: 'Widgets/Employer console',
  args: { state: 'some' },
  argTypes: { state: { control: 'select', options: Object.keys(STATES), description: 'What the fake API holds' } },
  loaders: [({ args }) => ({ client: fakeConsoleClient((args as Args).state) })],
  render: ({ state: _state, ...props }, { loaded }) => (
    <EmployerConsole now={() => NOW} {...props} client={loaded.client as EmployerConsoleProps['client']} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applicants: Story = {
  play: ({ canvasElement }) => expectText(canvasElement, 'Trần Thị Bình'),
};

/** Large figures (thousands separators) and a full inbox (8 of 24 applicants). */
export const ManyItems: Story = {
  args: { state: 'many' },
  play: ({ canvasElement }) => expectText(canvasElement, '12.480'),
};

export const Empty: Story = {
  args: { state: 'empty' },
  play: ({ canvasElement }) => expectText(canvasElement, 'Chưa có hồ sơ ứng tuyển nào'),
};

export const Loading: Story = { args: { state: 'loading' } };

export const Failed: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: ({ canvasElement }) => expectText(canvasElement, 'Không thể tải số liệu tuyển dụng'),
};

export const Mobile390: Story = { args: { state: 'many' }, globals: MOBILE_390 };

export const Dark: Story = { args: { state: 'many' }, globals: DARK };

export const English: Story = { args: { state: 'many' }, globals: ENGLISH };
