import { describe, expect, it } from 'vitest';
import { SEED_FIELDS } from '../../db/seed-data';
import type { CatalogueNames } from '../grounding/catalogue';
import type { JobFilters } from '../grounding/types';
import { extractQuestion, withPrevious, USD_TO_VND, type Intent } from './extract';

/** The seed's catalogue with ids in seed order (fields 1.., positions 1..). */
function seedCatalogue(): CatalogueNames {
  let positionId = 0;
  return {
    fields: SEED_FIELDS.map((field, index) => ({ id: index + 1, name: field.name })),
    positions: SEED_FIELDS.flatMap((field, index) => field.positions.map((name) => ({ id: ++positionId, name, field: index + 1 }))),
  };
}
const catalogue = seedCatalogue();
const fieldId = (name: string) => catalogue.fields.find((field) => field.name === name)!.id;
const position = (name: string) => {
  const found = catalogue.positions.find((item) => item.name === name)!;
  return { position: found.id, field: found.field };
};
const M = 1_000_000;

const cases: Array<[string, Intent, JobFilters]> = [
  ['Tìm việc React ở Hà Nội', 'find_jobs', { q: 'react', city: ['Hà Nội'] }],
  ['tim viec react o ha noi', 'find_jobs', { q: 'react', city: ['Hà Nội'] }],
  ['việc frontend ở Hà Nội', 'find_jobs', { ...position('Lập trình viên Frontend'), city: ['Hà Nội'] }],
  ['Lương kế toán ở Đà Nẵng bao nhiêu?', 'salary_stats', { field: fieldId('Kế toán'), city: ['Đà Nẵng'] }],
  ['luong ke toan o da nang bao nhieu', 'salary_stats', { field: fieldId('Kế toán'), city: ['Đà Nẵng'] }],
  ['Việc kế toán ở Hà Nội lương trên 15tr', 'find_jobs', { field: fieldId('Kế toán'), city: ['Hà Nội'], salary_min: 15 * M }],
  ['việc IT 10-15 triệu tại TP.HCM', 'find_jobs', { field: fieldId('Công nghệ thông tin'), city: ['Hồ Chí Minh'], salary_min: 10 * M, salary_max: 15 * M }],
  ['tìm việc marketing từ 10 đến 20 triệu ở Sài Gòn', 'find_jobs', { field: fieldId('Marketing'), city: ['Hồ Chí Minh'], salary_min: 10 * M, salary_max: 20 * M }],
  ['việc lương 20 triệu ở Hải Phòng', 'find_jobs', { city: ['Hải Phòng'], salary_min: 20 * M, salary_max: 20 * M }],
  ['việc java lương 1000 USD', 'find_jobs', { q: 'java', salary_min: 1000 * USD_TO_VND, salary_max: 1000 * USD_TO_VND }],
  ['kế toán lương dưới 12 triệu', 'find_jobs', { field: fieldId('Kế toán'), salary_max: 12 * M }],
  ['việc bán hàng 8 triệu trở lên ở Bình Dương', 'find_jobs', { field: fieldId('Bán hàng'), city: ['Bình Dương'], salary_min: 8 * M }],
  ['nhân viên kinh doanh lương ít nhất 500k/ngày', 'find_jobs', { ...position('Nhân viên kinh doanh'), salary_min: 500_000 }],
  ['Tôi có 2 năm kinh nghiệm, tìm việc senior backend dưới 30 triệu', 'find_jobs', { ...position('Lập trình viên Backend'), experience: ['1-2 năm'], level: ['Senior'], salary_max: 30 * M }],
  ['việc cho người mới ra trường ở Đà Nẵng', 'find_jobs', { city: ['Đà Nẵng'], experience: ['Không yêu cầu', 'Dưới 1 năm'] }],
  ['việc không yêu cầu kinh nghiệm ở Cần Thơ', 'find_jobs', { city: ['Cần Thơ'], experience: ['Không yêu cầu'] }],
  ['tìm việc kỹ sư xây dựng trên 5 năm kinh nghiệm', 'find_jobs', { ...position('Kỹ sư xây dựng'), experience: ['Trên 5 năm'] }],
  ['Kinh nghiệm 3 năm, muốn làm kế toán tổng hợp', 'find_jobs', { ...position('Kế toán tổng hợp'), experience: ['3-5 năm'] }],
  ['việc part time cho sinh viên ở Huế', 'find_jobs', { city: ['Thừa Thiên Huế'], type_working: ['Bán thời gian'] }],
  ['việc remote python', 'find_jobs', { q: 'python', type_working: ['Làm việc từ xa'] }],
  ['thực tập sinh marketing ở Hà Nội', 'find_jobs', { field: fieldId('Marketing'), city: ['Hà Nội'], type_working: ['Thực tập'] }],
  ['việc kế toán thuế ở Khánh Hoà', 'find_jobs', { ...position('Kế toán thuế'), city: ['Khánh Hòa'] }],
  ['tuyển điều dưỡng tại Hà Nội hoặc Đà Nẵng', 'find_jobs', { ...position('Điều dưỡng'), city: ['Hà Nội', 'Đà Nẵng'] }],
  ['Có bao nhiêu việc marketing ở TP Hồ Chí Minh?', 'count', { field: fieldId('Marketing'), city: ['Hồ Chí Minh'] }],
  ['co may tin tuyen dung tester o ha noi', 'count', { ...position('Kiểm thử phần mềm (QA/QC)'), city: ['Hà Nội'] }],
  ['Mức lương trung bình của lập trình viên Frontend ở Hà Nội', 'salary_stats', { ...position('Lập trình viên Frontend'), city: ['Hà Nội'] }],
  ['lương IT hiện nay thế nào', 'salary_stats', { field: fieldId('Công nghệ thông tin') }],
  ['việc tìm kiếm thợ điện ở cần thơ', 'find_jobs', { ...position('Kỹ sư điện'), city: ['Cần Thơ'] }],
  ['tìm việc ReactJS có từ khóa TypeScript', 'find_jobs', { q: 'reactjs typescript' }],
  ['tìm việc ở công ty FPT', 'find_jobs', { q: 'fpt' }],
  ['Tìm việc ở công ty Sao Việt', 'find_jobs', { q: 'sao việt' }],
  ['việc tài xế ở Bình Dương', 'find_jobs', { city: ['Bình Dương'], q: 'tài xế' }],
  ['Cty nào đang tuyển kế toán ở HCM vậy?', 'find_jobs', { field: fieldId('Kế toán'), city: ['Hồ Chí Minh'] }],
  ['có job nào cho dev nodejs ở đà nẵng không', 'find_jobs', { field: fieldId('Công nghệ thông tin'), q: 'nodejs', city: ['Đà Nẵng'] }],
  ['Tìm việc Senior Java ở HN', 'find_jobs', { q: 'java', city: ['Hà Nội'], level: ['Senior'] }],
];

describe('extractQuestion', () => {
  it.each(cases)('reads %j', (question, intent, filters) => {
    const extraction = extractQuestion(question, catalogue);
    expect(extraction.intent).toBe(intent);
    expect(extraction.filters).toEqual(filters);
  });

  it.each([
    ['Chi tiết tin 123', 123],
    ['cho mình xem /job/45', 45],
    ['việc số 77 yêu cầu gì?', 77],
    ['thông tin job #9', 9],
  ])('reads the job id of %j', (question, id) => {
    const extraction = extractQuestion(question, catalogue);
    expect(extraction).toMatchObject({ intent: 'job_detail', postId: id });
  });

  it.each([
    ['Cách viết CV cho sinh viên mới ra trường', 'cv'],
    ['Làm sao để trả lời câu hỏi điểm yếu khi phỏng vấn?', 'interview'],
    ['Mẹo đàm phán lương', 'salary'],
    ['deal luong the nao', 'salary'],
    ['làm sao tránh tin tuyển dụng lừa đảo', 'career'],
  ])('sends %j to the knowledge base (%s)', (question, topic) => {
    expect(extractQuestion(question, catalogue)).toMatchObject({ intent: 'advice', topic });
  });

  it.each([
    ['Việc nào hợp với tôi?', 'my_matches'],
    ['viec nao phu hop voi minh', 'my_matches'],
    ['Những việc tôi đã lưu', 'my_saved'],
    ['hồ sơ đã nộp của tôi thế nào rồi?', 'my_applications'],
    ['Xin chào', 'greeting'],
    ['bạn làm được gì?', 'help'],
    ['thời tiết hôm nay', 'unknown'],
  ])('reads the intent of %j', (question, intent) => {
    expect(extractQuestion(question, catalogue).intent).toBe(intent);
  });

  it.each([
    ['Gói Premium cho ứng viên giá bao nhiêu?', 'premium'],
    ['bang gia cac goi dich vu', 'premium'],
    ['nâng cấp tài khoản được gì', 'premium'],
    ['Công ty nào tuyển nhiều người nhất ở Hà Nội?', 'top_companies'],
    ['top cty dang tuyen nhieu nhat', 'top_companies'],
    ['Chỗ nào đang cần nhiều nhân viên nhất vậy', 'top_companies'],
    ['Muốn làm kỹ sư dữ liệu thì cần học những kỹ năng gì?', 'skills'],
    ['Frontend dev bây giờ cần biết những công nghệ nào?', 'skills'],
    ['Kỹ năng mềm nào quan trọng khi đi làm?', 'advice'],
    // A Premium company is a preference of a job search, not a question about Premium.
    ['việc IT ở Hà Nội, ưu tiên công ty premium', 'find_jobs'],
    ['Công ty Sao Việt đang tuyển vị trí nào?', 'find_jobs'],
  ])('reads the intent of %j (Premium, rankings)', (question, intent) => {
    expect(extractQuestion(question, catalogue).intent).toBe(intent);
  });

  it.each([
    ['Việc nào ở Đà Nẵng sắp hết hạn nộp hồ sơ?', { closing_within_days: 7, city: ['Đà Nẵng'] }],
    ['co viec nao het han trong 3 ngay toi khong', { closing_within_days: 3 }],
    ['việc hết hạn hôm nay', { closing_within_days: 1 }],
    ['việc mới đăng trong 3 ngày gần đây ở hcm', { posted_within_days: 3, city: ['Hồ Chí Minh'] }],
    ['Tuần này có tin nào mới không?', { posted_within_days: 7 }],
    ['tin moi dang hom nay', { posted_within_days: 1 }],
  ])('reads the time of %j', (question, filters) => {
    expect(extractQuestion(question, catalogue).filters).toEqual(filters);
  });

  it('does not read "mới ra trường" or "đang tuyển" as a time', () => {
    expect(extractQuestion('Việc cho sinh viên mới ra trường ở Hà Nội', catalogue).filters.posted_within_days).toBeUndefined();
    expect(extractQuestion('việc đang tuyển ở Hà Nội', catalogue).filters).toEqual({ city: ['Hà Nội'] });
  });

  it('reads two cities or levels in a salary question as a comparison, and a figure to judge as no filter', () => {
    expect(extractQuestion('So sánh lương kỹ sư phần mềm ở Hà Nội với Đà Nẵng', catalogue)).toMatchObject({
      intent: 'salary_stats',
      compare: { key: 'city', values: ['Hà Nội', 'Đà Nẵng'] },
    });
    expect(extractQuestion('So sánh lương kỹ sư phần mềm ở Hà Nội với Đà Nẵng', catalogue).filters.q).toBeUndefined();
    expect(extractQuestion('Junior với Senior frontend chênh lương nhau bao nhiêu?', catalogue)).toMatchObject({ intent: 'salary_stats', compare: { key: 'level' } });
    const judged = extractQuestion('Data engineer 3 năm kinh nghiệm mà lương 25 triệu thì có hợp lý không?', catalogue);
    expect(judged).toMatchObject({ intent: 'salary_stats', judged: 25_000_000 });
    expect(judged.filters.salary_min).toBeUndefined();
  });

  it.each([
    ['Tìm việc ở Hà Nội nhưng không phải bán hàng', { city: ['Hà Nội'], not_field: ['Bán hàng'] }],
    ['việc lương trên 15 triệu ở Đà Nẵng, trừ ngành IT ra', { city: ['Đà Nẵng'], salary_min: 15_000_000, not_field: ['Công nghệ thông tin'] }],
    ['viec part time o hcm ma ko phai phuc vu', { city: ['Hồ Chí Minh'], type_working: ['Bán thời gian'], not_position: ['Nhân viên phục vụ'] }],
  ])('reads what %j leaves out', (question, expected) => {
    const { not_field, not_position, ...rest } = expected as Record<string, unknown> & { not_field?: string[]; not_position?: string[] };
    const filters = extractQuestion(question, catalogue).filters;
    expect(filters).toEqual({
      ...rest,
      ...(not_field ? { not_field: not_field.map((name) => catalogue.fields.find((field) => field.name === name)!.id) } : {}),
      ...(not_position ? { not_position: not_position.map((name) => catalogue.positions.find((position) => position.name === name)!.id) } : {}),
    });
  });

  it('reads the city and field a ranking of companies is for', () => {
    const extraction = extractQuestion('Ngành IT ở Đà Nẵng thì công ty nào tuyển nhiều nhất?', catalogue);
    expect(extraction.intent).toBe('top_companies');
    expect(extraction.filters).toMatchObject({ city: ['Đà Nẵng'], field: catalogue.fields.find((field) => field.name === 'Công nghệ thông tin')!.id });
    expect(extraction.filters.q).toBeUndefined();
  });

  it('does not read accented words as a different city or field ("cần thợ", "ít")', () => {
    expect(extractQuestion('cần thợ mộc', catalogue).filters.city).toBeUndefined();
    expect(extractQuestion('việc ít áp lực', catalogue).filters.field).toBeUndefined();
  });

  it('says which words stood for a position or field they do not spell out', () => {
    expect(extractQuestion('việc frontend ở Hà Nội', catalogue).readAs).toEqual([{ said: 'frontend', means: 'Lập trình viên Frontend', kind: 'position' }]);
    expect(extractQuestion('việc IT ở Huế', catalogue).readAs).toEqual([{ said: 'it', means: 'Công nghệ thông tin', kind: 'field' }]);
    expect(extractQuestion('Tìm việc kế toán thuế', catalogue).readAs).toEqual([]);
    expect(extractQuestion('Tìm việc kiểm thử phần mềm', catalogue).readAs).toEqual([]);
  });

  it('searches a skill as a keyword, keeping its usual position as a suggestion', () => {
    const { position: frontend, field } = position('Lập trình viên Frontend');
    expect(extractQuestion('Tìm việc React ở Hà Nội', catalogue)).toMatchObject({ filters: { q: 'react' }, related: { skill: 'react', position: frontend, field } });
    expect(extractQuestion('react', catalogue).intent).toBe('find_jobs');
    expect(extractQuestion('Tìm việc frontend React', catalogue).related).toBeUndefined();
  });

  it('carries the previous question into a follow-up', () => {
    const previous = extractQuestion('Lương kế toán ở Hà Nội bao nhiêu?', catalogue);
    const next = withPrevious(extractQuestion('còn ở Đà Nẵng thì sao?', catalogue), previous);
    expect(next).toMatchObject({ intent: 'salary_stats', filters: { field: fieldId('Kế toán'), city: ['Đà Nẵng'] } });
    expect(withPrevious(extractQuestion('Xin chào', catalogue), previous).intent).toBe('greeting');
  });

  it('narrows the previous search when asked to keep only some of it', () => {
    const previous = extractQuestion('việc kế toán ở Cần Thơ', catalogue);
    for (const question of ['chỉ lấy việc lương từ 12 triệu thôi', 'loc lai luong tren 12 trieu']) {
      const next = withPrevious(extractQuestion(question, catalogue), previous);
      expect(next, question).toMatchObject({ intent: 'find_jobs', filters: { field: fieldId('Kế toán'), city: ['Cần Thơ'], salary_min: 12 * M } });
      expect(next.filters.q, question).toBeUndefined();
    }
  });

  it('reads a wish about the company as a preference, not a filter or a keyword', () => {
    expect(extractQuestion('việc bán hàng ở Đà Nẵng, ưu tiên tập đoàn lớn', catalogue)).toMatchObject({ prefer: 'large_company', filters: { field: fieldId('Bán hàng'), city: ['Đà Nẵng'] } });
    expect(extractQuestion('tim viec ke toan cong ty dong nhan vien cang tot', catalogue)).toMatchObject({ prefer: 'large_company', filters: { field: fieldId('Kế toán') } });
    expect(extractQuestion('việc marketing, thích công ty có gói premium', catalogue)).toMatchObject({ prefer: 'premium_company', filters: { field: fieldId('Marketing') } });
    for (const question of ['việc bán hàng ở Đà Nẵng, ưu tiên tập đoàn lớn', 'tim viec ke toan cong ty dong nhan vien cang tot']) {
      expect(extractQuestion(question, catalogue).filters.q, question).toBeUndefined();
      expect(Object.keys(extractQuestion(question, catalogue).filters).sort(), question).toEqual(question.includes('Đà Nẵng') ? ['city', 'field'] : ['field']);
    }
    // Only a job search ranks; a count or a salary question keeps its own reading.
    expect(extractQuestion('lương kế toán ở công ty lớn bao nhiêu', catalogue).prefer).toBeUndefined();
    expect(extractQuestion('việc ở Hà Nội', catalogue).prefer).toBeUndefined();
  });

  it.each([
    ['job nào trả 3 nghìn đô vậy', 3_000 * USD_TO_VND, 3_000 * USD_TO_VND],
    ['việc lương trên $1.5k', 1_500 * USD_TO_VND, undefined],
    ['việc khoảng 2k USD một tháng', 2_000 * USD_TO_VND, 2_000 * USD_TO_VND],
    ['việc lương 600 triệu/năm', 50 * M, 50 * M],
    ['việc thu nhập từ 1,2 tỷ mỗi năm', 100 * M, undefined],
    ['việc lương 25 củ', 25 * M, 25 * M],
  ])('reads the money in %j', (question, min, max) => {
    const { filters } = extractQuestion(question, catalogue);
    expect(filters.salary_min).toBe(min);
    expect(filters.salary_max).toBe(max);
    expect(filters.q).toBeUndefined();
  });

  it('forgives a one-letter slip in a position or field name and says how it read it', () => {
    expect(extractQuestion('tim viec lap trinh vien bakend o da nang', catalogue)).toMatchObject({
      filters: { ...position('Lập trình viên Backend'), city: ['Đà Nẵng'] },
      readAs: [{ said: 'lap trinh vien bakend', means: 'Lập trình viên Backend', kind: 'position' }],
    });
    expect(extractQuestion('việc makreting ở Hà Nội', catalogue).filters).toEqual({ field: fieldId('Marketing'), city: ['Hà Nội'] });
    expect(extractQuestion('việc điều dưởng ở Cần Thơ', catalogue).filters).toMatchObject({ ...position('Điều dưỡng'), city: ['Cần Thơ'] });
    // Not a guess on short words, stop words or names already read exactly.
    expect(extractQuestion('việc luậ ở Huế', catalogue).filters.field).toBeUndefined();
    expect(extractQuestion('tìm việc kế toán ở Hà Nội', catalogue).readAs).toEqual([]);
  });

  it('compares the salaries of two fields named in one question', () => {
    const extraction = extractQuestion('Lương ngành marketing hay ngành kế toán cao hơn?', catalogue);
    expect(extraction).toMatchObject({ intent: 'salary_stats', compare: { key: 'field' } });
    expect(new Set<number | string>(extraction.compare!.values)).toEqual(new Set([fieldId('Kế toán'), fieldId('Marketing')]));
  });

  it("reads questions about the asker's own applications and saved jobs", () => {
    expect(extractQuestion('Nhà tuyển dụng đã xem hồ sơ của mình chưa?', catalogue).intent).toBe('my_applications');
    expect(extractQuestion('đơn của em được duyệt chưa ạ', catalogue).intent).toBe('my_applications');
    expect(extractQuestion('mấy việc em lưu còn hạn không', catalogue).intent).toBe('my_saved');
    expect(extractQuestion('job mình đã lưu có cái nào hết hạn trong 3 ngày tới không', catalogue)).toMatchObject({ intent: 'my_saved', filters: { closing_within_days: 3 } });
  });

  it('answers a question about the probation period from the knowledge base', () => {
    expect(extractQuestion('Thời gian thử việc được nhận mấy phần trăm lương?', catalogue)).toMatchObject({ intent: 'advice', topic: 'salary' });
  });
});
