/**
 * JobHub AI's fixed benchmark questions (issue 10): 100 Vietnamese questions, typed as people type
 * them (with and without accents, abbreviations), each with the intent and the search filters a
 * careful reader would take from it. Filters name the catalogue (bench/assistant.ts resolves the
 * names to the seeded ids); a position implies its field. Salaries are VND a month. Skills and
 * technologies ('React', 'Java') are keywords, as in the site's search box (issue 10: 'Tìm việc
 * React ở Hà Nội' links jobs the search API returns for React in Hà Nội).
 */
import type { Experience, Level, TypeWorking } from '@jobhub/sdk/contract';

export interface ExpectedFilters {
  q?: string;
  city?: string[];
  field?: string;
  position?: string;
  salary_min?: number;
  salary_max?: number;
  experience?: Experience[];
  type_working?: TypeWorking[];
  level?: Level[];
}

export interface BenchQuestion {
  question: string;
  intent: 'find_jobs' | 'count' | 'salary_stats' | 'job_detail' | 'my_matches' | 'my_saved' | 'my_applications' | 'advice' | 'greeting' | 'help';
  filters?: ExpectedFilters;
  postId?: number;
}

const M = 1_000_000;
const find = (question: string, filters: ExpectedFilters): BenchQuestion => ({ question, intent: 'find_jobs', filters });
const count = (question: string, filters: ExpectedFilters): BenchQuestion => ({ question, intent: 'count', filters });
const salary = (question: string, filters: ExpectedFilters): BenchQuestion => ({ question, intent: 'salary_stats', filters });
const other = (question: string, intent: BenchQuestion['intent'], postId?: number): BenchQuestion => ({ question, intent, ...(postId ? { postId } : {}) });

export const ASSISTANT_QUESTIONS: readonly BenchQuestion[] = [
  find('Tìm việc React ở Hà Nội', { q: 'react', city: ['Hà Nội'] }),
  find('tim viec ke toan o ha noi', { field: 'Kế toán', city: ['Hà Nội'] }),
  find('Việc làm IT tại Đà Nẵng', { field: 'Công nghệ thông tin', city: ['Đà Nẵng'] }),
  find('Tuyển lập trình viên Backend lương trên 20 triệu', { position: 'Lập trình viên Backend', salary_min: 20 * M }),
  find('Tìm việc marketing ở TP.HCM lương 15-20 triệu', { field: 'Marketing', city: ['Hồ Chí Minh'], salary_min: 15 * M, salary_max: 20 * M }),
  find('việc java ở sài gòn', { q: 'java', city: ['Hồ Chí Minh'] }),
  find('Kế toán thuế ở Hải Phòng', { position: 'Kế toán thuế', city: ['Hải Phòng'] }),
  find('Tìm việc nhân viên kinh doanh ở Bình Dương', { position: 'Nhân viên kinh doanh', city: ['Bình Dương'] }),
  find('việc làm part time ở Cần Thơ', { type_working: ['Bán thời gian'], city: ['Cần Thơ'] }),
  find('Việc remote cho lập trình viên Python', { field: 'Công nghệ thông tin', q: 'python', type_working: ['Làm việc từ xa'] }),
  find('Tìm việc thực tập marketing', { field: 'Marketing', type_working: ['Thực tập'] }),
  find('Việc cho sinh viên mới ra trường ở Hà Nội', { experience: ['Không yêu cầu', 'Dưới 1 năm'], city: ['Hà Nội'] }),
  find('Việc không yêu cầu kinh nghiệm tại Đà Nẵng', { experience: ['Không yêu cầu'], city: ['Đà Nẵng'] }),
  find('Tìm việc kỹ sư xây dựng có 3 năm kinh nghiệm', { position: 'Kỹ sư xây dựng', experience: ['3-5 năm'] }),
  find('Senior frontend ở Hà Nội', { position: 'Lập trình viên Frontend', level: ['Senior'], city: ['Hà Nội'] }),
  find('việc junior tester', { position: 'Kiểm thử phần mềm (QA/QC)', level: ['Junior'] }),
  find('Tuyển điều dưỡng ở Huế', { position: 'Điều dưỡng', city: ['Thừa Thiên Huế'] }),
  find('việc giáo viên tiếng Anh ở Hà Nội lương trên 12 triệu', { position: 'Giáo viên tiếng Anh', city: ['Hà Nội'], salary_min: 12 * M }),
  find('Tìm việc đầu bếp ở Khánh Hòa', { position: 'Đầu bếp', city: ['Khánh Hòa'] }),
  find('việc lễ tân khách sạn ở Quảng Ninh', { position: 'Lễ tân khách sạn', city: ['Quảng Ninh'] }),
  find('Tìm việc thiết kế đồ họa lương từ 10 triệu', { position: 'Thiết kế đồ họa', salary_min: 10 * M }),
  find('việc UI/UX designer ở HCM', { position: 'Thiết kế UI/UX', city: ['Hồ Chí Minh'] }),
  find('tìm việc dược sĩ tại Cần Thơ', { position: 'Dược sĩ', city: ['Cần Thơ'] }),
  find('Việc xuất nhập khẩu ở Hải Phòng', { position: 'Nhân viên xuất nhập khẩu', city: ['Hải Phòng'] }),
  find('tuyển nhân viên chăm sóc khách hàng ở Đà Nẵng', { position: 'Nhân viên chăm sóc khách hàng', city: ['Đà Nẵng'] }),
  find('việc làm kế toán tổng hợp dưới 15 triệu', { position: 'Kế toán tổng hợp', salary_max: 15 * M }),
  find('Tìm việc DevOps lương 2000 USD', { position: 'Kỹ sư DevOps', salary_min: 50 * M, salary_max: 50 * M }),
  find('việc làm fulltime ngành logistics ở Long An', { field: 'Logistics', type_working: ['Toàn thời gian'], city: ['Long An'] }),
  find('Tìm việc luật sư ở Hà Nội', { position: 'Luật sư', city: ['Hà Nội'] }),
  find('việc nhân sự ở Bắc Ninh', { field: 'Nhân sự', city: ['Bắc Ninh'] }),
  find('Chuyên viên tuyển dụng lương 12 triệu', { position: 'Chuyên viên tuyển dụng', salary_min: 12 * M, salary_max: 12 * M }),
  find('việc làm bán hàng ở Đồng Nai, không cần kinh nghiệm', { field: 'Bán hàng', city: ['Đồng Nai'], experience: ['Không yêu cầu'] }),
  find('Tìm việc Flutter', { q: 'flutter' }),
  find('Việc data engineer ở Hà Nội trên 30 triệu', { position: 'Kỹ sư dữ liệu', city: ['Hà Nội'], salary_min: 30 * M }),
  find('tim viec lap trinh vien frontend o da nang luong tren 15 trieu', { position: 'Lập trình viên Frontend', city: ['Đà Nẵng'], salary_min: 15 * M }),
  find('Tìm việc ở Vũng Tàu', { city: ['Bà Rịa - Vũng Tàu'] }),
  find('việc kiến trúc sư tại TP Hồ Chí Minh', { position: 'Kiến trúc sư', city: ['Hồ Chí Minh'] }),
  find('Tìm việc giám sát công trình ở Quảng Nam', { position: 'Giám sát công trình', city: ['Quảng Nam'] }),
  find('việc phục vụ nhà hàng part time ở Hà Nội', { position: 'Nhân viên phục vụ', type_working: ['Bán thời gian'], city: ['Hà Nội'] }),
  find('Tìm việc bác sĩ ở Thái Nguyên', { position: 'Bác sĩ đa khoa', city: ['Thái Nguyên'] }),
  find('việc content marketing làm từ xa', { position: 'Content Marketing', type_working: ['Làm việc từ xa'] }),
  find('tìm việc SEO lương 8-12 triệu', { position: 'Chuyên viên SEO', salary_min: 8 * M, salary_max: 12 * M }),
  find('Việc kỹ sư cơ khí ở Bắc Giang', { position: 'Kỹ sư cơ khí', city: ['Bắc Giang'] }),
  find('việc công nhân vận hành máy ở Bình Dương', { position: 'Công nhân vận hành máy', city: ['Bình Dương'] }),
  find('Tìm việc Fullstack trên 5 năm kinh nghiệm', { position: 'Lập trình viên Fullstack', experience: ['Trên 5 năm'] }),
  find('tuyển giáo viên mầm non ở Nghệ An', { position: 'Giáo viên mầm non', city: ['Nghệ An'] }),
  find('việc chuyên viên tín dụng ngân hàng ở Hà Nội', { position: 'Chuyên viên tín dụng', city: ['Hà Nội'] }),
  find('việc hybrid cho lập trình viên Mobile ở HCM', { position: 'Lập trình viên Mobile', type_working: ['Làm việc kết hợp'], city: ['Hồ Chí Minh'] }),
  find('Tìm việc manager ngành bán hàng', { field: 'Bán hàng', level: ['Manager'] }),
  find('Tìm việc kế toán có 1 năm kinh nghiệm ở Hà Nội', { field: 'Kế toán', experience: ['1-2 năm'], city: ['Hà Nội'] }),
  find('Tìm việc dựng phim freelance', { position: 'Dựng phim', type_working: ['Hợp đồng'] }),
  find('Việc quản lý kho ở Hưng Yên', { position: 'Quản lý kho', city: ['Hưng Yên'] }),
  find('Tìm việc intern IT ở Hà Nội', { field: 'Công nghệ thông tin', level: ['Intern'], city: ['Hà Nội'] }),
  find('tìm việc thiết kế nội thất lương trên 1000 đô', { position: 'Thiết kế nội thất', salary_min: 25 * M }),
  find('việc làm tại nhà', { type_working: ['Làm việc từ xa'] }),
  find('Tìm việc có từ khóa Excel ở Hà Nội', { q: 'excel', city: ['Hà Nội'] }),
  find('Tìm việc ở công ty Sao Việt', { q: 'sao việt' }),
  find('việc làm Hà Nội hoặc Hải Phòng lương trên 10tr', { city: ['Hà Nội', 'Hải Phòng'], salary_min: 10 * M }),
  find('Tìm việc kế toán công nợ ở Bắc Ninh dưới 1 năm kinh nghiệm', { position: 'Kế toán công nợ', city: ['Bắc Ninh'], experience: ['Dưới 1 năm'] }),
  find('Cần tìm việc chuyên viên đào tạo ở Hồ Chí Minh', { position: 'Chuyên viên đào tạo', city: ['Hồ Chí Minh'] }),
  find('Tìm việc Quản lý nhà hàng ở Đà Nẵng lương trên 15 triệu', { position: 'Quản lý nhà hàng', city: ['Đà Nẵng'], salary_min: 15 * M }),
  count('Có bao nhiêu việc marketing ở TP.HCM?', { field: 'Marketing', city: ['Hồ Chí Minh'] }),
  count('co bao nhieu tin tuyen dung ke toan o ha noi', { field: 'Kế toán', city: ['Hà Nội'] }),
  count('Hiện có mấy việc IT ở Đà Nẵng?', { field: 'Công nghệ thông tin', city: ['Đà Nẵng'] }),
  count('Số lượng việc làm remote hiện nay', { type_working: ['Làm việc từ xa'] }),
  count('Bao nhiêu công việc lương trên 30 triệu ở Hà Nội?', { salary_min: 30 * M, city: ['Hà Nội'] }),
  count('Có bao nhiêu tin tuyển lập trình viên Backend?', { position: 'Lập trình viên Backend' }),
  count('Đếm số việc thực tập ở Hồ Chí Minh', { type_working: ['Thực tập'], city: ['Hồ Chí Minh'] }),
  count('có bao nhiêu việc cho người chưa có kinh nghiệm', { experience: ['Không yêu cầu'] }),
  count('Tổng số tin tuyển dụng ngành y tế', { field: 'Y tế' }),
  count('Bao nhiêu việc senior ở Sài Gòn?', { level: ['Senior'], city: ['Hồ Chí Minh'] }),
  salary('Lương kế toán ở Đà Nẵng bao nhiêu?', { field: 'Kế toán', city: ['Đà Nẵng'] }),
  salary('Mức lương trung bình của lập trình viên Frontend ở Hà Nội', { position: 'Lập trình viên Frontend', city: ['Hà Nội'] }),
  salary('lương IT hiện nay thế nào', { field: 'Công nghệ thông tin' }),
  salary('Lương trung vị ngành marketing ở HCM', { field: 'Marketing', city: ['Hồ Chí Minh'] }),
  salary('Điều dưỡng lương bao nhiêu?', { position: 'Điều dưỡng' }),
  salary('Kỹ sư xây dựng 3 năm kinh nghiệm lương khoảng bao nhiêu', { position: 'Kỹ sư xây dựng', experience: ['3-5 năm'] }),
  salary('Thu nhập của nhân viên kinh doanh ở Bình Dương', { position: 'Nhân viên kinh doanh', city: ['Bình Dương'] }),
  salary('mức lương senior java', { q: 'java', level: ['Senior'] }),
  salary('Lương giáo viên tiếng Anh ở Hà Nội cao không?', { position: 'Giáo viên tiếng Anh', city: ['Hà Nội'] }),
  salary('luong ke toan thue bao nhieu', { position: 'Kế toán thuế' }),
  other('Chi tiết tin 123', 'job_detail', 123),
  other('Cho mình xem thông tin /job/45', 'job_detail', 45),
  other('Việc số 77 yêu cầu gì?', 'job_detail', 77),
  other('Tin #9 lương bao nhiêu?', 'job_detail', 9),
  other('job 250 còn tuyển không', 'job_detail', 250),
  other('Việc nào hợp với tôi?', 'my_matches'),
  other('Gợi ý việc cho tôi', 'my_matches'),
  other('Những việc tôi đã lưu', 'my_saved'),
  other('Danh sách việc đã lưu của mình', 'my_saved'),
  other('Hồ sơ tôi đã ứng tuyển thế nào rồi?', 'my_applications'),
  other('Trạng thái ứng tuyển của tôi', 'my_applications'),
  other('Cách viết CV cho sinh viên mới ra trường', 'advice'),
  other('Làm sao trả lời câu hỏi điểm yếu khi phỏng vấn?', 'advice'),
  other('Mẹo đàm phán lương khi nhận offer', 'advice'),
  other('Nên mặc gì khi đi phỏng vấn?', 'advice'),
  other('Viết thư xin việc thế nào cho hay?', 'advice'),
  other('Làm sao nhận biết tin tuyển dụng lừa đảo?', 'advice'),
  other('Xin chào', 'greeting'),
  other('Bạn làm được gì?', 'help'),
];

/**
 * Held-out questions, written after the extractor was built and never tuned against: their
 * share is reported apart, as an honest estimate of how the extraction does on new phrasings.
 */
export const HELD_OUT_QUESTIONS: readonly BenchQuestion[] = [
  find('Có việc làm lập trình viên Android nào ở Hà Nội không ạ?', { field: 'Công nghệ thông tin', q: 'android', city: ['Hà Nội'] }),
  find('tìm job kế toán công nợ tại hcm', { position: 'Kế toán công nợ', city: ['Hồ Chí Minh'] }),
  find('Mình cần việc part-time ở Đà Nẵng', { type_working: ['Bán thời gian'], city: ['Đà Nẵng'] }),
  find('việc kỹ sư phần mềm lương từ 25 triệu trở lên', { position: 'Kỹ sư phần mềm', salary_min: 25 * M }),
  find('Tuyển dụng chuyên viên SEO ở Hải Phòng', { position: 'Chuyên viên SEO', city: ['Hải Phòng'] }),
  find('viec lam cho nguoi moi tot nghiep nganh ke toan', { field: 'Kế toán', experience: ['Không yêu cầu', 'Dưới 1 năm'] }),
  find('Tìm việc làm thiết kế UI UX remote', { position: 'Thiết kế UI/UX', type_working: ['Làm việc từ xa'] }),
  find('Việc làm ngành y tế ở Cần Thơ', { field: 'Y tế', city: ['Cần Thơ'] }),
  find('tìm việc nhân viên bán hàng lương 7 triệu ở Nam Định', { position: 'Nhân viên bán hàng', salary_min: 7 * M, salary_max: 7 * M, city: ['Nam Định'] }),
  find('Junior Java developer Hà Nội', { field: 'Công nghệ thông tin', q: 'java', level: ['Junior'], city: ['Hà Nội'] }),
  find('việc xây dựng ở Thanh Hóa', { field: 'Xây dựng', city: ['Thanh Hóa'] }),
  find('Tìm việc chăm sóc khách hàng không cần kinh nghiệm', { field: 'Chăm sóc khách hàng', experience: ['Không yêu cầu'] }),
  find('cho em xin việc thực tập IT ở Đà Nẵng', { field: 'Công nghệ thông tin', type_working: ['Thực tập'], city: ['Đà Nẵng'] }),
  find('việc kiến trúc sư lương 20-30tr', { position: 'Kiến trúc sư', salary_min: 20 * M, salary_max: 30 * M }),
  find('Có tin tuyển kỹ sư điện ở Bắc Ninh không?', { position: 'Kỹ sư điện', city: ['Bắc Ninh'] }),
  find('tìm việc marketing lương dưới 10 triệu ở Huế', { field: 'Marketing', salary_max: 10 * M, city: ['Thừa Thiên Huế'] }),
  find('Việc leader bán hàng ở Hà Nội', { field: 'Bán hàng', level: ['Leader'], city: ['Hà Nội'] }),
  find('tuyen dung dieu phoi van tai o hai phong', { position: 'Điều phối vận tải', city: ['Hải Phòng'] }),
  count('Ở Đà Nẵng có bao nhiêu việc kế toán?', { field: 'Kế toán', city: ['Đà Nẵng'] }),
  count('có mấy việc remote ngành IT', { field: 'Công nghệ thông tin', type_working: ['Làm việc từ xa'] }),
  count('Bao nhiêu tin tuyển dụng ở Cần Thơ?', { city: ['Cần Thơ'] }),
  salary('Lương trung bình ngành xây dựng ở Hà Nội là bao nhiêu?', { field: 'Xây dựng', city: ['Hà Nội'] }),
  salary('Kiểm toán viên lương thế nào?', { position: 'Kiểm toán viên' }),
  salary('mức lương dược sĩ ở sài gòn', { position: 'Dược sĩ', city: ['Hồ Chí Minh'] }),
  other('Cho tôi xem chi tiết tin số 314', 'job_detail', 314),
  other('Các việc tôi đã ứng tuyển', 'my_applications'),
  other('Gợi ý việc phù hợp với tôi', 'my_matches'),
  other('Tôi nên chuẩn bị gì trước khi phỏng vấn?', 'advice'),
  other('Làm thế nào để viết CV ấn tượng?', 'advice'),
  other('chào JobHub', 'greeting'),
];
