import type { Experience, Level, TypeWorking } from '@jobhub/sdk/contract';

/**
 * Vietnamese (and common English) words of job questions, for the local assistant's extraction
 * (extract.ts). Pure data. A phrase with accents matches a question typed with those accents or
 * with none; a phrase without accents matches only words typed without accents (so 'it' does
 * not match 'ít'). Names of the catalogue's fields and positions match too (extract.ts); these are
 * the other ways people name them, keyed by the catalogue's name (entries whose name is missing
 * from a database's catalogue are ignored).
 */

export const FIELD_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Công nghệ thông tin': ['it', 'cntt', 'công nghệ thông tin', 'lập trình', 'lập trình viên', 'developer', 'dev', 'phần mềm', 'software', 'công nghệ'],
  'Tài chính': ['tài chính', 'ngân hàng', 'finance', 'banking', 'chứng khoán'],
  Marketing: ['marketing', 'mkt', 'tiếp thị', 'truyền thông'],
  'Kế toán': ['kế toán', 'accountant', 'accounting'],
  'Nhân sự': ['nhân sự', 'hr', 'human resources'],
  'Bán hàng': ['bán hàng', 'kinh doanh', 'sales', 'sale'],
  'Xây dựng': ['xây dựng', 'công trình'],
  'Giáo dục': ['giáo dục', 'giáo viên', 'dạy học', 'giảng dạy', 'gia sư', 'đào tạo giáo dục'],
  'Y tế': ['y tế', 'bệnh viện', 'phòng khám'],
  Logistics: ['logistics', 'logistic', 'vận tải', 'kho vận', 'chuỗi cung ứng', 'giao nhận'],
  'Khách sạn - Nhà hàng': ['khách sạn', 'nhà hàng', 'du lịch', 'khách sạn nhà hàng', 'f&b'],
  'Sản xuất': ['sản xuất', 'nhà máy'],
  'Thiết kế': ['thiết kế', 'design', 'designer'],
  Luật: ['luật', 'pháp lý', 'legal', 'pháp luật'],
  'Chăm sóc khách hàng': ['chăm sóc khách hàng', 'cskh', 'customer service', 'dịch vụ khách hàng'],
};

export const POSITION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Kỹ sư phần mềm': ['software engineer', 'kỹ sư lập trình'],
  'Lập trình viên Frontend': ['frontend', 'front end', 'fe', 'front end developer', 'frontend developer'],
  'Lập trình viên Backend': ['backend', 'back end', 'backend developer'],
  'Lập trình viên Fullstack': ['fullstack', 'full stack', 'full stack developer'],
  'Lập trình viên Mobile': ['mobile', 'lập trình di động', 'lập trình ứng dụng di động', 'lập trình mobile', 'app mobile', 'mobile developer'],
  'Kỹ sư DevOps': ['devops', 'sre', 'system admin', 'sysadmin'],
  'Kiểm thử phần mềm (QA/QC)': ['tester', 'test', 'qa', 'qc', 'kiểm thử', 'automation test', 'kiểm thử phần mềm', 'qa qc'],
  'Kỹ sư dữ liệu': ['data engineer', 'dữ liệu', 'data', 'big data', 'data analyst', 'phân tích dữ liệu'],
  'Chuyên viên an ninh mạng': ['an ninh mạng', 'bảo mật', 'security', 'pentest', 'an toàn thông tin'],
  'Chuyên viên phân tích tài chính': ['phân tích tài chính', 'financial analyst'],
  'Chuyên viên tín dụng': ['tín dụng', 'chuyên viên tín dụng'],
  'Giao dịch viên ngân hàng': ['giao dịch viên', 'teller'],
  'Chuyên viên đầu tư': ['đầu tư', 'chuyên viên đầu tư'],
  'Chuyên viên Digital Marketing': ['digital marketing', 'digital', 'chạy quảng cáo'],
  'Chuyên viên SEO': ['seo'],
  'Content Marketing': ['content', 'viết nội dung', 'copywriter', 'content writer'],
  'Quản lý thương hiệu': ['thương hiệu', 'brand manager'],
  'Chuyên viên quảng cáo': ['quảng cáo'],
  'Kế toán công nợ': ['công nợ'],
  'Kiểm toán viên': ['kiểm toán', 'audit', 'auditor'],
  'Chuyên viên tuyển dụng': ['recruiter', 'nhân viên tuyển dụng', 'chuyên viên tuyển dụng'],
  'Chuyên viên C&B': ['c&b', 'lương thưởng', 'chuyên viên c&b'],
  'Chuyên viên đào tạo': ['đào tạo nội bộ', 'training'],
  'Hành chính nhân sự': ['hành chính', 'hcns', 'hành chính nhân sự'],
  'Nhân viên kinh doanh': ['nvkd', 'sales executive', 'nhân viên sales', 'nhân viên sale'],
  'Trưởng phòng kinh doanh': ['sales manager', 'trưởng phòng sales'],
  'Nhân viên bán hàng': ['nvbh', 'bán hàng tại cửa hàng', 'nhân viên cửa hàng'],
  'Chuyên viên phát triển thị trường': ['phát triển thị trường'],
  'Kiến trúc sư': ['kiến trúc', 'architect'],
  'Giám sát công trình': ['giám sát thi công', 'giám sát công trình'],
  'Kỹ sư kết cấu': ['kết cấu'],
  'Giáo viên tiếng Anh': ['dạy tiếng anh', 'giáo viên anh văn', 'english teacher', 'giáo viên tiếng anh'],
  'Giáo viên mầm non': ['mầm non', 'cô giáo mầm non'],
  'Giảng viên đại học': ['giảng viên', 'lecturer'],
  'Trợ giảng': ['teaching assistant'],
  'Bác sĩ đa khoa': ['bác sĩ', 'bác sỹ', 'doctor'],
  'Điều dưỡng': ['y tá', 'nurse'],
  'Dược sĩ': ['dược sỹ', 'dược', 'pharmacist'],
  'Kỹ thuật viên xét nghiệm': ['xét nghiệm'],
  'Nhân viên xuất nhập khẩu': ['xuất nhập khẩu', 'xnk', 'import export'],
  'Điều phối vận tải': ['điều phối', 'dispatcher'],
  'Quản lý kho': ['thủ kho', 'kho', 'quản lý kho'],
  'Nhân viên chứng từ': ['chứng từ'],
  'Lễ tân khách sạn': ['lễ tân', 'receptionist'],
  'Đầu bếp': ['bếp', 'chef', 'nấu ăn'],
  'Nhân viên phục vụ': ['phục vụ', 'bồi bàn', 'waiter', 'chạy bàn'],
  'Kỹ sư cơ khí': ['cơ khí'],
  'Kỹ sư điện': ['kỹ thuật điện', 'thợ điện', 'điện công nghiệp'],
  'Quản đốc xưởng': ['quản đốc'],
  'Công nhân vận hành máy': ['công nhân', 'vận hành máy', 'đứng máy'],
  'Thiết kế đồ họa': ['đồ họa', 'graphic design', 'graphic designer'],
  'Thiết kế UI/UX': ['ui ux', 'ui', 'ux', 'uiux', 'product designer'],
  'Thiết kế nội thất': ['nội thất'],
  'Dựng phim': ['edit video', 'video editor', 'editor', 'biên tập video'],
  'Chuyên viên pháp chế': ['pháp chế'],
  'Luật sư': ['lawyer'],
  'Thư ký luật': ['thư ký pháp lý'],
  'Nhân viên chăm sóc khách hàng': ['nhân viên cskh'],
  'Tổng đài viên': ['tổng đài', 'telesales', 'telesale', 'call center'],
  'Trưởng nhóm chăm sóc khách hàng': ['trưởng nhóm cskh'],
};

/**
 * Skills and technologies: searched as keywords, as the site's search box would ('React' finds
 * posts that say React), each with the position it usually belongs to, offered as a suggestion
 * when the keyword finds nothing.
 */
export const SKILL_POSITIONS: Readonly<Record<string, string>> = {
  react: 'Lập trình viên Frontend',
  reactjs: 'Lập trình viên Frontend',
  vue: 'Lập trình viên Frontend',
  vuejs: 'Lập trình viên Frontend',
  angular: 'Lập trình viên Frontend',
  javascript: 'Lập trình viên Frontend',
  typescript: 'Lập trình viên Frontend',
  html: 'Lập trình viên Frontend',
  css: 'Lập trình viên Frontend',
  java: 'Lập trình viên Backend',
  nodejs: 'Lập trình viên Backend',
  php: 'Lập trình viên Backend',
  golang: 'Lập trình viên Backend',
  python: 'Lập trình viên Backend',
  dotnet: 'Lập trình viên Backend',
  laravel: 'Lập trình viên Backend',
  spring: 'Lập trình viên Backend',
  django: 'Lập trình viên Backend',
  ruby: 'Lập trình viên Backend',
  android: 'Lập trình viên Mobile',
  ios: 'Lập trình viên Mobile',
  flutter: 'Lập trình viên Mobile',
  'react native': 'Lập trình viên Mobile',
  swift: 'Lập trình viên Mobile',
  kotlin: 'Lập trình viên Mobile',
  aws: 'Kỹ sư DevOps',
  docker: 'Kỹ sư DevOps',
  kubernetes: 'Kỹ sư DevOps',
  sql: 'Kỹ sư dữ liệu',
  photoshop: 'Thiết kế đồ họa',
  'facebook ads': 'Chuyên viên Digital Marketing',
  'google ads': 'Chuyên viên Digital Marketing',
};

export const LEVEL_PHRASES: ReadonlyArray<[string, Level]> = [
  ['intern', 'Intern'],
  ['fresher', 'Fresher'],
  ['junior', 'Junior'],
  ['middle', 'Middle'],
  ['mid level', 'Middle'],
  ['senior', 'Senior'],
  ['leader', 'Leader'],
  ['team lead', 'Leader'],
  ['team leader', 'Leader'],
  ['tech lead', 'Leader'],
  ['trưởng nhóm', 'Leader'],
  ['manager', 'Manager'],
  ['quản lý', 'Manager'],
  ['trưởng phòng', 'Manager'],
  ['director', 'Director'],
  ['giám đốc', 'Director'],
];

export const TYPE_WORKING_PHRASES: ReadonlyArray<[string, TypeWorking]> = [
  ['toàn thời gian', 'Toàn thời gian'],
  ['full time', 'Toàn thời gian'],
  ['fulltime', 'Toàn thời gian'],
  ['bán thời gian', 'Bán thời gian'],
  ['part time', 'Bán thời gian'],
  ['parttime', 'Bán thời gian'],
  ['làm thêm', 'Bán thời gian'],
  ['làm việc từ xa', 'Làm việc từ xa'],
  ['từ xa', 'Làm việc từ xa'],
  ['remote', 'Làm việc từ xa'],
  ['làm tại nhà', 'Làm việc từ xa'],
  ['làm online', 'Làm việc từ xa'],
  ['wfh', 'Làm việc từ xa'],
  ['work from home', 'Làm việc từ xa'],
  ['hybrid', 'Làm việc kết hợp'],
  ['làm việc kết hợp', 'Làm việc kết hợp'],
  ['kết hợp', 'Làm việc kết hợp'],
  ['thực tập sinh', 'Thực tập'],
  ['thực tập', 'Thực tập'],
  ['internship', 'Thực tập'],
  ['hợp đồng', 'Hợp đồng'],
  ['freelance', 'Hợp đồng'],
  ['freelancer', 'Hợp đồng'],
  ['thời vụ', 'Hợp đồng'],
];

/** Experience bands asked in words (numbers of years are read in extract.ts). */
export const EXPERIENCE_PHRASES: ReadonlyArray<[string, readonly Experience[]]> = [
  ['không yêu cầu kinh nghiệm', ['Không yêu cầu']],
  ['không cần kinh nghiệm', ['Không yêu cầu']],
  ['chưa có kinh nghiệm', ['Không yêu cầu']],
  ['chưa cần kinh nghiệm', ['Không yêu cầu']],
  ['không có kinh nghiệm', ['Không yêu cầu']],
  ['không kinh nghiệm', ['Không yêu cầu']],
  ['chưa đi làm', ['Không yêu cầu']],
  ['mới ra trường', ['Không yêu cầu', 'Dưới 1 năm']],
  ['mới tốt nghiệp', ['Không yêu cầu', 'Dưới 1 năm']],
  ['vừa tốt nghiệp', ['Không yêu cầu', 'Dưới 1 năm']],
  ['vừa ra trường', ['Không yêu cầu', 'Dưới 1 năm']],
  ['sinh viên mới ra trường', ['Không yêu cầu', 'Dưới 1 năm']],
  ['ít kinh nghiệm', ['Không yêu cầu', 'Dưới 1 năm']],
  ['dưới 1 năm kinh nghiệm', ['Dưới 1 năm']],
  ['dưới một năm kinh nghiệm', ['Dưới 1 năm']],
  ['nhiều kinh nghiệm', ['3-5 năm', 'Trên 5 năm']],
];

/**
 * Words that carry no search meaning in a job question (folded: no accents). What is left once
 * slots and these are taken out becomes the search keywords.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'tim kiem viec lam cong job jobs cho toi minh em anh chi ban o tai khu vuc co nao khong cac nhung mot vi tri nganh nghe linh muon can dang tuyen dung ' +
    'hay giup voi va hoac the la gi nhe a ah nha oi di duoc ve luong muc trieu tr thanh pho tp tinh quan huyen gan day ' +
    'nhan vien chuyen vien ky su nhieu it cao tot hap dan on dinh moi nhat hot dep lon nho xem danh sach liet ke tat ca ' +
    'bao tong so may dem trung binh vi thu nhap khoang tam hien nay thi con nua them khac cua tu den tren duoi hon ' +
    'yeu cau kinh nghiem nam thang ngay tuan lam on vui long xin chao hello hi giup do muon tim dang tim can tim ung vien ' +
    'viec lam phu hop voi hop goi y de xuat the nao nhu thong tin chi tiet ve cai nhung duoc khong a ha nao ' +
    'tin post bai dang tuyen dung lam viec dia diem noi vung mien toan quoc ca nuoc sau truoc luc khi ma nay kia do ' +
    'vnd dong usd k m cu ty le ra gross net thoa thuan deal muc nhe nhen nha ak hem hong ko k0 kg dc duoc ok oke ai jobhub giup minh sinh nguoi khoa roi hom gio dang can tuyen gap lien ngay luon nhanh chong nhu cau quan tam thich vay cty cuoi'
  ).split(' '),
);

/** Phrases of the question's form, not its subject ('thì sao', 'ra sao'): taken out before keywords, so 'sao' stays usable ('Sao Việt'). */
export const STOP_PHRASES: readonly string[] = [
  // Narrowing the last question ('chỉ lấy … thôi', 'lọc lại').
  'chỉ lấy', 'chỉ xem', 'chỉ lọc', 'lọc lại', 'lọc thêm', 'lọc ra', 'bớt lại', 'thu hẹp', 'thôi',
  'thì sao', 'ra sao', 'làm sao', 'vì sao', 'tại sao', 'sao vậy', 'thế nào', 'như thế nào',
  // Comparisons and judgements of a salary: the form of the question, not its subject.
  'so sánh', 'so với', 'chênh lệch nhau', 'chênh nhau', 'chênh lệch', 'chênh', 'nhau', 'cao hơn', 'thấp hơn', 'khác nhau', 'hợp lý', 'chỗ nào', 'bên nào', 'được trả', 'trả khoảng', 'khoảng nhiêu', 'nhiêu',
];

/** Words typed with accents that are content words although their folded form is a stop word ('tài xế' is not 'tại', 'tiếng Nhật' not 'nhất'). */
export const CONTENT_WORDS: ReadonlySet<string> = new Set(['tài', 'nhật', 'máy', 'tàu', 'đồ', 'bán']);
