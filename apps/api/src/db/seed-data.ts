/**
 * Vietnamese word lists for the demo seed (src/db/seed.ts), and the reference catalogue the
 * migrations insert (SEED_FIELDS). Pure data: no I/O, no randomness.
 */

/**
 * The reference catalogue: fields (ngành nghề) and their positions (vị trí), in display order.
 * Migration 0027_reference_catalogue inserts these rows into every database with ids in this
 * order (fields 1…15, positions 1…64); seed-catalogue.test.ts checks that the two agree, so a
 * change here needs a new migration too.
 */
export const SEED_FIELDS: ReadonlyArray<{ name: string; positions: readonly string[] }> = [
  {
    name: 'Công nghệ thông tin',
    positions: [
      'Kỹ sư phần mềm',
      'Lập trình viên Frontend',
      'Lập trình viên Backend',
      'Lập trình viên Fullstack',
      'Lập trình viên Mobile',
      'Kỹ sư DevOps',
      'Kiểm thử phần mềm (QA/QC)',
      'Kỹ sư dữ liệu',
      'Chuyên viên an ninh mạng',
    ],
  },
  { name: 'Tài chính', positions: ['Chuyên viên phân tích tài chính', 'Chuyên viên tín dụng', 'Giao dịch viên ngân hàng', 'Chuyên viên đầu tư'] },
  { name: 'Marketing', positions: ['Chuyên viên Digital Marketing', 'Chuyên viên SEO', 'Content Marketing', 'Quản lý thương hiệu', 'Chuyên viên quảng cáo'] },
  { name: 'Kế toán', positions: ['Kế toán tổng hợp', 'Kế toán thuế', 'Kế toán công nợ', 'Kiểm toán viên'] },
  { name: 'Nhân sự', positions: ['Chuyên viên tuyển dụng', 'Chuyên viên C&B', 'Chuyên viên đào tạo', 'Hành chính nhân sự'] },
  { name: 'Bán hàng', positions: ['Nhân viên kinh doanh', 'Trưởng phòng kinh doanh', 'Nhân viên bán hàng', 'Chuyên viên phát triển thị trường'] },
  { name: 'Xây dựng', positions: ['Kỹ sư xây dựng', 'Kiến trúc sư', 'Giám sát công trình', 'Kỹ sư kết cấu'] },
  { name: 'Giáo dục', positions: ['Giáo viên tiếng Anh', 'Giáo viên mầm non', 'Giảng viên đại học', 'Trợ giảng'] },
  { name: 'Y tế', positions: ['Bác sĩ đa khoa', 'Điều dưỡng', 'Dược sĩ', 'Kỹ thuật viên xét nghiệm'] },
  { name: 'Logistics', positions: ['Nhân viên xuất nhập khẩu', 'Điều phối vận tải', 'Quản lý kho', 'Nhân viên chứng từ'] },
  { name: 'Khách sạn - Nhà hàng', positions: ['Lễ tân khách sạn', 'Đầu bếp', 'Quản lý nhà hàng', 'Nhân viên phục vụ'] },
  { name: 'Sản xuất', positions: ['Kỹ sư cơ khí', 'Kỹ sư điện', 'Quản đốc xưởng', 'Công nhân vận hành máy'] },
  { name: 'Thiết kế', positions: ['Thiết kế đồ họa', 'Thiết kế UI/UX', 'Thiết kế nội thất', 'Dựng phim'] },
  { name: 'Luật', positions: ['Chuyên viên pháp chế', 'Luật sư', 'Thư ký luật'] },
  { name: 'Chăm sóc khách hàng', positions: ['Nhân viên chăm sóc khách hàng', 'Tổng đài viên', 'Trưởng nhóm chăm sóc khách hàng'] },
];

/**
 * The tools a post for these positions names, one set per post in turn (no randomness, so the rest
 * of the seed stays as it was): what candidates type in the search box ('React', 'Java', 'Excel')
 * and JobHub AI searches as keywords.
 */
export const POSITION_SKILLS: Readonly<Record<string, readonly string[]>> = {
  'Kỹ sư phần mềm': ['Java, Spring Boot, SQL', 'C#, .NET, SQL Server', 'Go, PostgreSQL, Docker', 'Python, Django, PostgreSQL'],
  'Lập trình viên Frontend': ['React, TypeScript, HTML/CSS', 'Vue.js, JavaScript, HTML/CSS', 'Angular, TypeScript, RxJS', 'React, Next.js, Tailwind CSS'],
  'Lập trình viên Backend': ['Node.js, TypeScript, PostgreSQL', 'Java, Spring Boot, MySQL', 'PHP, Laravel, MySQL', 'Python, FastAPI, Redis'],
  'Lập trình viên Fullstack': ['React, Node.js, MongoDB', 'Vue.js, Laravel, MySQL', 'Angular, Java, PostgreSQL'],
  'Lập trình viên Mobile': ['Flutter, Dart, Firebase', 'React Native, TypeScript', 'Swift, iOS', 'Kotlin, Android'],
  'Kỹ sư DevOps': ['Docker, Kubernetes, AWS', 'Linux, Terraform, GitLab CI'],
  'Kiểm thử phần mềm (QA/QC)': ['Selenium, Java', 'Cypress, JavaScript', 'kiểm thử thủ công, Jira'],
  'Kỹ sư dữ liệu': ['Python, Spark, SQL', 'Airflow, BigQuery, SQL'],
  'Kế toán tổng hợp': ['Excel, MISA', 'Excel, Fast Accounting'],
  'Kế toán thuế': ['Excel, HTKK, MISA'],
  'Thiết kế đồ họa': ['Photoshop, Illustrator', 'Figma, Canva'],
  'Thiết kế UI/UX': ['Figma, Adobe XD', 'Figma, Sketch'],
};

/** Legal-form prefixes of Vietnamese company names. */
export const COMPANY_FORMS = ['Công ty TNHH', 'Công ty Cổ phần', 'Công ty TNHH MTV', 'Tập đoàn', 'Công ty Cổ phần Tập đoàn'] as const;

/** Brand words (ASCII and Vietnamese) combined into company names. */
export const COMPANY_BRANDS = [
  'Sao Việt', 'Hòa Phát', 'Minh Long', 'Phú Thịnh', 'Đông Á', 'Trường Sơn', 'Hoàng Gia', 'An Khang',
  'Thành Công', 'Việt Tiến', 'Tân Phát', 'Bình Minh', 'Kim Long', 'Hưng Thịnh', 'Phương Nam', 'Đại Dương',
  'Ánh Dương', 'Hồng Hà', 'Thái Bình Dương', 'Sông Hàn', 'Lạc Hồng', 'Nam Việt', 'Bắc Hà', 'Thiên Long',
  'Vạn Xuân', 'Hải Âu', 'Sen Vàng', 'Tre Xanh', 'Mặt Trời', 'Ngọc Lan', 'FPT Digital', 'Vina Tech',
  'Saigon Soft', 'Hanoi Data', 'Mekong Logistics', 'Lotus Pay', 'VietCloud', 'NovaWork', 'BlueSea',
  'Green Field', 'Tigon', 'Apex', 'Zeta Labs', 'Orient', 'Delta', 'Titan', 'Nexus', 'Sunrise',
];

/** Business lines appended to company names, keyed by field name. */
export const COMPANY_LINES: Readonly<Record<string, readonly string[]>> = {
  'Công nghệ thông tin': ['Công nghệ', 'Phần mềm', 'Giải pháp Số', 'Công nghệ Thông tin'],
  'Tài chính': ['Đầu tư Tài chính', 'Chứng khoán', 'Tài chính Tiêu dùng'],
  Marketing: ['Truyền thông', 'Quảng cáo', 'Truyền thông và Sự kiện'],
  'Kế toán': ['Dịch vụ Kế toán', 'Kiểm toán', 'Tư vấn Thuế'],
  'Nhân sự': ['Nhân lực', 'Tư vấn Nhân sự'],
  'Bán hàng': ['Thương mại', 'Thương mại Dịch vụ', 'Phân phối'],
  'Xây dựng': ['Xây dựng', 'Đầu tư Xây dựng', 'Kiến trúc'],
  'Giáo dục': ['Giáo dục', 'Đào tạo', 'Anh ngữ'],
  'Y tế': ['Dược phẩm', 'Y tế', 'Thiết bị Y tế'],
  Logistics: ['Logistics', 'Vận tải', 'Giao nhận'],
  'Khách sạn - Nhà hàng': ['Du lịch', 'Khách sạn', 'Ẩm thực'],
  'Sản xuất': ['Sản xuất', 'Cơ khí', 'Điện tử', 'Nhựa'],
  'Thiết kế': ['Thiết kế', 'Nội thất', 'Sáng tạo'],
  Luật: ['Luật', 'Tư vấn Pháp lý'],
  'Chăm sóc khách hàng': ['Dịch vụ Khách hàng', 'Viễn thông'],
};

export const STREETS = [
  'Lê Lợi', 'Nguyễn Huệ', 'Trần Hưng Đạo', 'Hai Bà Trưng', 'Lý Thường Kiệt', 'Nguyễn Trãi', 'Lê Duẩn',
  'Điện Biên Phủ', 'Cách Mạng Tháng Tám', 'Võ Văn Tần', 'Phạm Văn Đồng', 'Nguyễn Văn Linh',
  'Trần Phú', 'Quang Trung', 'Hoàng Diệu', 'Láng Hạ', 'Cầu Giấy', 'Xuân Thủy', 'Tôn Đức Thắng',
  'Nguyễn Thị Minh Khai', 'Bạch Đằng', 'Hùng Vương', 'Lê Văn Sỹ', 'Phan Xích Long',
];

/** Districts of the three big cities; other provinces use 'Thành phố' + a generic district name. */
export const DISTRICTS: Readonly<Record<string, readonly string[]>> = {
  'Hà Nội': ['Ba Đình', 'Hoàn Kiếm', 'Đống Đa', 'Cầu Giấy', 'Thanh Xuân', 'Hai Bà Trưng', 'Nam Từ Liêm', 'Long Biên', 'Hoàng Mai', 'Tây Hồ'],
  'Hồ Chí Minh': ['Quận 1', 'Quận 3', 'Quận 7', 'Quận 10', 'Bình Thạnh', 'Phú Nhuận', 'Tân Bình', 'Gò Vấp', 'Thủ Đức', 'Tân Phú'],
  'Đà Nẵng': ['Hải Châu', 'Thanh Khê', 'Sơn Trà', 'Ngũ Hành Sơn', 'Liên Chiểu', 'Cẩm Lệ'],
};
export const GENERIC_DISTRICTS = ['Trung tâm', 'Phường 1', 'Phường 2', 'Khu công nghiệp', 'Thị xã'] as const;

export const COMPANY_DESCRIPTIONS = [
  'là doanh nghiệp hàng đầu trong lĩnh vực {field}, với hơn {years} năm kinh nghiệm phục vụ khách hàng trong và ngoài nước.',
  'được thành lập năm {year}, tập trung vào chất lượng dịch vụ và phát triển con người.',
  'xây dựng môi trường làm việc trẻ trung, năng động, đề cao sáng tạo và tinh thần đồng đội.',
  'có văn phòng tại nhiều tỉnh thành và đối tác tại Nhật Bản, Hàn Quốc, Singapore.',
  'luôn chào đón những ứng viên tài năng cùng đồng hành trên chặng đường phát triển bền vững.',
];

export const JOB_DESCRIPTIONS = [
  'Tham gia phân tích yêu cầu và triển khai các dự án của công ty.',
  'Phối hợp với các phòng ban liên quan để hoàn thành mục tiêu được giao.',
  'Báo cáo tiến độ công việc định kỳ cho trưởng bộ phận.',
  'Nghiên cứu, đề xuất cải tiến quy trình làm việc.',
  'Chăm sóc và duy trì mối quan hệ với khách hàng hiện tại.',
  'Lập kế hoạch công việc hàng tuần, hàng tháng.',
  'Hướng dẫn, hỗ trợ các thành viên mới trong nhóm.',
  'Thực hiện các công việc khác theo sự phân công của quản lý.',
  'Xây dựng tài liệu, quy trình chuẩn cho bộ phận.',
  'Theo dõi, đánh giá kết quả và đề xuất giải pháp tối ưu.',
];

export const JOB_REQUIREMENTS = [
  'Tốt nghiệp Cao đẳng, Đại học chuyên ngành liên quan.',
  'Có kinh nghiệm ở vị trí tương đương là một lợi thế.',
  'Kỹ năng giao tiếp, làm việc nhóm tốt.',
  'Chủ động, trung thực, có trách nhiệm trong công việc.',
  'Sử dụng thành thạo tin học văn phòng.',
  'Có khả năng đọc hiểu tài liệu tiếng Anh.',
  'Chịu được áp lực công việc cao.',
  'Ưu tiên ứng viên có chứng chỉ chuyên môn.',
  'Tư duy logic, khả năng giải quyết vấn đề tốt.',
];

export const JOB_BENEFITS = [
  'Lương tháng 13 và thưởng theo hiệu quả công việc.',
  'Đóng bảo hiểm xã hội, bảo hiểm y tế đầy đủ theo luật lao động.',
  'Bảo hiểm sức khỏe cao cấp cho nhân viên.',
  'Du lịch công ty hàng năm, team building hàng quý.',
  'Môi trường làm việc chuyên nghiệp, cơ hội thăng tiến rõ ràng.',
  'Được đào tạo nâng cao chuyên môn.',
  'Xét tăng lương 2 lần mỗi năm.',
  'Phụ cấp ăn trưa, gửi xe, điện thoại.',
  'Làm việc từ thứ Hai đến thứ Sáu.',
];

export const TIME_WORKINGS = [
  'Thứ 2 - Thứ 6, 8:00 - 17:30',
  'Thứ 2 - Thứ 7, 8:00 - 17:00',
  'Ca xoay, 3 ca/ngày',
  'Linh hoạt theo dự án',
  'Thứ 2 - Thứ 6, 9:00 - 18:00',
] as const;

/** Title decorations: '{position} {level}' variations. */
export const TITLE_PATTERNS = ['{position}', '{position} {level}', '{level} {position}', 'Tuyển {position}', '{position} - {city}', '[Gấp] {position}'] as const;
