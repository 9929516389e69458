/**
 * JobHub AI's curated advice (issue 10): short Vietnamese entries on CVs, interviews, salary
 * negotiation and job hunting, written for this app and kept in the repo. Pure data; retrieval is
 * in knowledge.ts. `keywords` are written without accents (matching folds the question alike).
 */

export type KnowledgeTopic = 'cv' | 'interview' | 'salary' | 'career';

export interface KnowledgeEntry {
  id: string;
  topic: KnowledgeTopic;
  title: string;
  /** Words and short phrases that point at this entry, without accents, lower case. */
  keywords: readonly string[];
  /** Markdown: a few sentences or a short list. */
  body: string;
}

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  {
    id: 'cv-structure',
    topic: 'cv',
    title: 'Bố cục một CV rõ ràng',
    keywords: ['cv', 'so yeu ly lich', 'bo cuc', 'cau truc', 'viet cv', 'mau cv', 'resume'],
    body: '- **Thông tin liên hệ**: họ tên, số điện thoại, email, thành phố; không cần ghi số CCCD hay tình trạng hôn nhân.\n- **Mục tiêu nghề nghiệp**: 2–3 câu nói rõ vị trí bạn muốn và giá trị bạn mang lại.\n- **Kinh nghiệm làm việc**: mới nhất trước, mỗi việc 3–5 gạch đầu dòng bắt đầu bằng động từ.\n- **Học vấn, kỹ năng, chứng chỉ**: chỉ giữ những gì liên quan tới vị trí ứng tuyển.\n- Gói gọn trong **1 trang** (tối đa 2 trang nếu trên 5 năm kinh nghiệm), lưu dạng PDF.',
  },
  {
    id: 'cv-fresh-graduate',
    topic: 'cv',
    title: 'CV cho sinh viên mới ra trường',
    keywords: ['cv', 'sinh vien', 'moi ra truong', 'moi tot nghiep', 'chua co kinh nghiem', 'fresher', 'thuc tap', 'viet cv'],
    body: '- Đưa **học vấn** lên đầu: trường, chuyên ngành, GPA nếu từ 3.0/4 (7.0/10) trở lên, đồ án tốt nghiệp.\n- Thay phần kinh nghiệm bằng **dự án, thực tập, hoạt động CLB, tình nguyện**: mỗi mục nêu bạn đã làm gì và kết quả ra sao.\n- Liệt kê **kỹ năng cụ thể** (Excel, tiếng Anh TOEIC 750, ReactJS…) thay vì “chăm chỉ, ham học hỏi”.\n- Viết mục tiêu nghề nghiệp ngắn, gắn với vị trí ứng tuyển; một trang là đủ.',
  },
  {
    id: 'cv-achievements',
    topic: 'cv',
    title: 'Viết kinh nghiệm bằng thành tích đo được',
    keywords: ['cv', 'thanh tich', 'kinh nghiem', 'mo ta cong viec', 'con so', 'ket qua', 'viet cv'],
    body: 'Nhà tuyển dụng đọc lướt: hãy viết **động từ + việc đã làm + kết quả có con số**. Ví dụ: “Tối ưu truy vấn báo cáo, giảm thời gian tải từ 8 giây xuống 2 giây” thay vì “Phụ trách báo cáo”. Nếu không có số liệu, nêu quy mô (số khách hàng, ngân sách, số người trong nhóm).',
  },
  {
    id: 'cv-tailor',
    topic: 'cv',
    title: 'Chỉnh CV theo từng tin tuyển dụng',
    keywords: ['cv', 'chinh cv', 'tu khoa', 'ats', 'loc cv', 'phu hop tin tuyen dung', 'nop cv'],
    body: 'Đọc kỹ mục **Yêu cầu** của tin, dùng đúng từ khóa ở đó (tên kỹ năng, công cụ, chứng chỉ) trong CV nếu bạn thật sự có. Đưa kinh nghiệm liên quan nhất lên đầu và bỏ bớt phần không liên quan. Nhiều công ty lọc CV tự động theo từ khóa, nên một CV “chung chung” dễ bị loại.',
  },
  {
    id: 'cv-mistakes',
    topic: 'cv',
    title: 'Lỗi thường gặp trong CV',
    keywords: ['cv', 'loi', 'sai lam', 'tranh', 'chinh ta', 'anh cv', 'email'],
    body: '- Lỗi chính tả, font chữ lẫn lộn, nhiều màu sắc.\n- Email thiếu chuyên nghiệp (nên dùng dạng hoten@…).\n- Ảnh selfie hoặc ảnh quá cũ; nếu có ảnh, chọn ảnh chân dung rõ mặt, nền sáng.\n- Kê khai kỹ năng không thật: người phỏng vấn sẽ hỏi sâu đúng chỗ đó.\n- Đặt tên file tùy tiện: nên là `CV_HoTen_ViTri.pdf`.',
  },
  {
    id: 'cv-career-change',
    topic: 'cv',
    title: 'CV khi chuyển ngành',
    keywords: ['cv', 'chuyen nganh', 'trai nganh', 'doi nghe', 'chuyen viec'],
    body: 'Mở đầu bằng mục tiêu nghề nghiệp giải thích ngắn gọn vì sao bạn chuyển hướng. Nhấn mạnh **kỹ năng chuyển đổi được** (giao tiếp, quản lý dự án, phân tích số liệu) và các khóa học, chứng chỉ, dự án cá nhân trong ngành mới. Kinh nghiệm cũ vẫn ghi, nhưng chọn những thành tích liên quan nhất.',
  },
  {
    id: 'cover-letter',
    topic: 'cv',
    title: 'Thư xin việc (cover letter)',
    keywords: ['thu xin viec', 'cover letter', 'thu gioi thieu', 'loi nhan', 'thu ung tuyen'],
    body: 'Thư xin việc nên dài **3 đoạn ngắn**: (1) bạn ứng tuyển vị trí nào và biết tin từ đâu; (2) hai, ba điểm trong kinh nghiệm khớp nhất với yêu cầu của tin, có ví dụ; (3) mong muốn được trao đổi thêm và lời cảm ơn. Gọi đúng tên công ty, tránh chép nguyên văn CV.',
  },
  {
    id: 'cv-skills',
    topic: 'cv',
    title: 'Trình bày kỹ năng',
    keywords: ['ky nang', 'cv', 'ky nang mem', 'ky nang cung', 'ngoai ngu', 'tin hoc'],
    body: 'Chia kỹ năng thành **chuyên môn** (công cụ, ngôn ngữ lập trình, phần mềm kế toán…) và **kỹ năng mềm**. Với kỹ năng chuyên môn, ghi mức độ hoặc bằng chứng: số năm sử dụng, chứng chỉ, dự án. Ngoại ngữ nên ghi điểm chứng chỉ (IELTS 6.5, JLPT N3) thay vì “khá”.',
  },
  {
    id: 'interview-prepare',
    topic: 'interview',
    title: 'Chuẩn bị trước buổi phỏng vấn',
    keywords: ['phong van', 'chuan bi', 'truoc phong van', 'interview', 'tim hieu cong ty'],
    body: '- Tìm hiểu công ty: sản phẩm, khách hàng, tin tức gần đây, văn hóa.\n- Đọc lại tin tuyển dụng và CV của chính bạn; chuẩn bị 3–4 câu chuyện minh họa cho các yêu cầu chính.\n- Chuẩn bị câu trả lời cho “giới thiệu bản thân”, “điểm mạnh, điểm yếu”, “vì sao muốn làm ở đây”.\n- Kiểm tra đường đi (hoặc mạng, camera nếu phỏng vấn online), đến sớm 10–15 phút.',
  },
  {
    id: 'interview-introduce',
    topic: 'interview',
    title: 'Trả lời “Hãy giới thiệu về bản thân”',
    keywords: ['gioi thieu ban than', 'phong van', 'tu gioi thieu', 'cau hoi phong van'],
    body: 'Nói trong khoảng **1–2 phút** theo mạch hiện tại → quá khứ → tương lai: bạn đang làm gì, kinh nghiệm và thành tích nổi bật liên quan tới vị trí, và vì sao bạn muốn vị trí này. Không kể lại toàn bộ CV hay chuyện gia đình.',
  },
  {
    id: 'interview-strength-weakness',
    topic: 'interview',
    title: 'Điểm mạnh và điểm yếu',
    keywords: ['diem manh', 'diem yeu', 'phong van', 'cau hoi phong van', 'uu diem', 'nhuoc diem'],
    body: 'Chọn **điểm mạnh** gắn với công việc và kèm một ví dụ cụ thể. Với **điểm yếu**, nêu một điểm có thật nhưng không cốt lõi với vị trí, và nói bạn đang khắc phục thế nào (ví dụ: “Tôi từng ngại thuyết trình, nên đã nhận trình bày báo cáo tuần của nhóm trong 6 tháng qua”). Tránh câu trả lời sáo rỗng như “tôi quá cầu toàn”.',
  },
  {
    id: 'interview-star',
    topic: 'interview',
    title: 'Kể chuyện theo mô hình STAR',
    keywords: ['star', 'phong van', 'tinh huong', 'cau hoi hanh vi', 'ke chuyen', 'vi du'],
    body: 'Với câu hỏi tình huống (“Kể về một lần bạn…”), trả lời theo **STAR**: *Situation* (bối cảnh), *Task* (nhiệm vụ của bạn), *Action* (bạn đã làm gì, cụ thể), *Result* (kết quả, có số liệu nếu được). Chuẩn bị sẵn 4–5 câu chuyện: thành công, thất bại, mâu thuẫn trong nhóm, áp lực thời hạn.',
  },
  {
    id: 'interview-questions-to-ask',
    topic: 'interview',
    title: 'Câu hỏi nên hỏi lại nhà tuyển dụng',
    keywords: ['hoi lai', 'cau hoi', 'phong van', 'ban co cau hoi gi', 'hoi nha tuyen dung'],
    body: 'Cuối buổi, hãy hỏi 2–3 câu cho thấy bạn quan tâm thật: “Một ngày làm việc điển hình ở vị trí này ra sao?”, “Trong 3 tháng đầu, kết quả nào được kỳ vọng?”, “Nhóm hiện có bao nhiêu người, làm việc thế nào?”, “Các bước tiếp theo của quy trình tuyển dụng là gì?”. Để câu hỏi về lương, phúc lợi tới khi nhà tuyển dụng nhắc hoặc ở vòng sau.',
  },
  {
    id: 'interview-online',
    topic: 'interview',
    title: 'Phỏng vấn online',
    keywords: ['phong van online', 'online', 'video', 'zoom', 'google meet', 'teams', 'phong van truc tuyen'],
    body: 'Thử trước phần mềm, micro và camera; ngồi nơi yên tĩnh, đủ sáng, nền gọn gàng. Đặt camera ngang tầm mắt, nhìn vào camera khi nói. Tắt thông báo điện thoại, chuẩn bị sẵn CV và giấy bút. Nếu mạng chập chờn, bình tĩnh báo lại và đề nghị gọi lại.',
  },
  {
    id: 'interview-technical',
    topic: 'interview',
    title: 'Phỏng vấn kỹ thuật (IT)',
    keywords: ['phong van ky thuat', 'technical', 'coding', 'thuat toan', 'live coding', 'it', 'lap trinh', 'phong van'],
    body: 'Ôn lại nền tảng (cấu trúc dữ liệu, giải thuật cơ bản, cơ sở dữ liệu, HTTP) và công nghệ trong tin tuyển dụng. Khi giải bài, **nói to suy nghĩ**: làm rõ đề, nêu cách đơn giản trước rồi tối ưu, thử với ví dụ. Chuẩn bị giới thiệu một dự án bạn làm: kiến trúc, phần bạn phụ trách, khó khăn và cách giải quyết.',
  },
  {
    id: 'interview-after',
    topic: 'interview',
    title: 'Sau buổi phỏng vấn',
    keywords: ['sau phong van', 'cam on', 'email cam on', 'cho ket qua', 'theo doi', 'phong van'],
    body: 'Trong vòng 24 giờ, gửi email cảm ơn ngắn, nhắc lại một điểm bạn thấy phù hợp với vị trí. Nếu quá thời hạn hẹn báo kết quả vài ngày, có thể hỏi lại lịch sự một lần. Trên JobHub, bạn theo dõi trạng thái hồ sơ tại mục **Việc đã ứng tuyển**.',
  },
  {
    id: 'interview-why-leave',
    topic: 'interview',
    title: 'Trả lời “Vì sao bạn nghỉ việc cũ?”',
    keywords: ['nghi viec', 'vi sao nghi', 'ly do nghi viec', 'cong ty cu', 'phong van'],
    body: 'Trả lời ngắn gọn, tích cực và hướng về tương lai: bạn tìm cơ hội phát triển, môi trường phù hợp hơn với mục tiêu. **Không nói xấu** sếp hay công ty cũ, kể cả khi lý do thật là mâu thuẫn.',
  },
  {
    id: 'interview-attire',
    topic: 'interview',
    title: 'Trang phục đi phỏng vấn',
    keywords: ['trang phuc', 'mac gi', 'ao quan', 'di phong van', 'an mac'],
    body: 'Chọn trang phục gọn gàng, lịch sự hơn mức thường ngày của công ty một chút: sơ mi và quần âu là lựa chọn an toàn. Với công ty công nghệ hay startup, áo sơ mi hoặc polo sạch sẽ là đủ. Tránh nước hoa quá nồng và phụ kiện gây chú ý.',
  },
  {
    id: 'salary-research',
    topic: 'salary',
    title: 'Tìm hiểu mức lương thị trường',
    keywords: ['muc luong', 'luong thi truong', 'tim hieu luong', 'luong bao nhieu', 'khao sat luong'],
    body: 'Trước khi đưa con số, hãy xem mức lương của các tin cùng vị trí, cấp bậc và thành phố. Bạn có thể hỏi JobHub AI, ví dụ “Lương kế toán ở Đà Nẵng bao nhiêu?”: con số trung bình và trung vị được tính từ các tin đang mở trên JobHub.',
  },
  {
    id: 'salary-negotiate',
    topic: 'salary',
    title: 'Đàm phán lương',
    keywords: ['deal luong', 'dam phan luong', 'thuong luong', 'thoa thuan luong', 'mac ca luong', 'luong mong muon', 'dam phan'],
    body: '- Đưa ra **một khoảng** (ví dụ 18–22 triệu) dựa trên mức thị trường, với mức thấp nhất vẫn chấp nhận được.\n- Lý giải bằng giá trị bạn mang lại: kinh nghiệm, kỹ năng hiếm, kết quả cụ thể.\n- Hỏi rõ **gross hay net**, lương tháng 13, thưởng, bảo hiểm, phụ cấp: tổng thu nhập mới là con số cần so.\n- Giữ thái độ hợp tác; nếu lương cứng khó tăng, có thể đề nghị xét lại sau thử việc.',
  },
  {
    id: 'salary-expected-question',
    topic: 'salary',
    title: 'Trả lời “Mức lương mong muốn của bạn?”',
    keywords: ['luong mong muon', 'mong muon luong', 'ky vong luong', 'expected salary', 'hoi luong'],
    body: 'Nếu được hỏi sớm, có thể hỏi lại khoảng ngân sách của vị trí. Khi trả lời, nêu khoảng dựa trên khảo sát thị trường và kinh nghiệm của bạn, nói rõ là gross hay net, kèm câu “tôi sẵn sàng trao đổi thêm tùy vào phạm vi công việc và phúc lợi”.',
  },
  {
    id: 'salary-gross-net',
    topic: 'salary',
    title: 'Lương gross và lương net',
    keywords: ['gross', 'net', 'luong gross', 'luong net', 'thue thu nhap', 'bao hiem xa hoi', 'khau tru'],
    body: '**Lương gross** là tổng lương trước khi trừ bảo hiểm bắt buộc (BHXH, BHYT, BHTN, phần người lao động đóng khoảng 10,5%) và thuế thu nhập cá nhân. **Lương net** là số thực nhận. Khi so sánh hai lời mời, quy về cùng một loại.',
  },
  {
    id: 'salary-raise',
    topic: 'salary',
    title: 'Đề xuất tăng lương',
    keywords: ['tang luong', 'xin tang luong', 'de xuat tang luong', 'review luong', 'danh gia'],
    body: 'Chọn thời điểm hợp lý (kỳ đánh giá, sau khi hoàn thành dự án lớn). Chuẩn bị danh sách đóng góp có số liệu và mức lương thị trường cho vị trí của bạn. Đề xuất con số cụ thể, và nếu chưa được, hỏi rõ cần đạt những gì để được xét ở kỳ sau.',
  },
  {
    id: 'salary-offer-compare',
    topic: 'salary',
    title: 'So sánh các lời mời làm việc',
    keywords: ['offer', 'loi moi', 'so sanh', 'chon cong ty', 'nhan viec', 'phuc loi'],
    body: 'Ngoài lương, so sánh: thưởng và lương tháng 13, bảo hiểm sức khỏe, số ngày phép, chế độ làm từ xa, thời gian đi lại, cơ hội học hỏi và thăng tiến, sự ổn định của công ty. Ghi ra bảng và cho điểm theo điều bạn coi trọng nhất.',
  },
  {
    id: 'salary-probation',
    topic: 'salary',
    title: 'Lương thử việc',
    keywords: ['thu viec', 'luong thu viec', 'thoi gian thu viec', 'hop dong thu viec'],
    body: 'Theo Bộ luật Lao động 2019, lương thử việc ít nhất bằng **85%** lương chính thức của công việc đó, và thời gian thử việc tối đa 60 ngày với vị trí cần trình độ cao đẳng trở lên (180 ngày với quản lý doanh nghiệp). Hãy hỏi rõ hai con số này trước khi nhận việc.',
  },
  {
    id: 'career-job-search',
    topic: 'career',
    title: 'Tìm việc hiệu quả trên JobHub',
    keywords: ['tim viec', 'hieu qua', 'meo tim viec', 'tieu chi', 'goi y viec', 'luu viec'],
    body: 'Đặt **tiêu chí tìm việc** (ngành, vị trí, thành phố, mức lương) để nhận gợi ý và đánh dấu tin phù hợp; lưu những tin bạn quan tâm để so sánh; ứng tuyển sớm vì nhiều tin nhận hồ sơ theo thứ tự. Bạn có thể hỏi JobHub AI: “Việc nào hợp với tôi?”.',
  },
  {
    id: 'career-first-job',
    topic: 'career',
    title: 'Công việc đầu tiên',
    keywords: ['viec dau tien', 'moi ra truong', 'sinh vien', 'fresher', 'thuc tap', 'dinh huong', 'bat dau'],
    body: 'Với công việc đầu tiên, ưu tiên nơi bạn **học được nhiều** và có người hướng dẫn hơn là chênh lệch lương nhỏ. Tìm các tin “Không yêu cầu kinh nghiệm”, “Thực tập” hoặc cấp bậc Intern/Fresher, và ứng tuyển nhiều nơi cùng lúc.',
  },
  {
    id: 'career-scam',
    topic: 'career',
    title: 'Tránh tin tuyển dụng lừa đảo',
    keywords: ['lua dao', 'dat coc', 'phi', 'an toan', 'canh bao', 'tin gia', 'nop tien'],
    body: 'Cẩn trọng với tin yêu cầu **nộp tiền** (phí hồ sơ, đặt cọc đồng phục), hứa lương rất cao cho việc đơn giản, hoặc hẹn gặp ở nơi không phải văn phòng. Không gửi ảnh CCCD hay mã OTP qua tin nhắn. Trên JobHub, hãy dùng nút **Báo cáo** để báo tin đáng ngờ.',
  },
  {
    id: 'career-soft-skills',
    topic: 'career',
    title: 'Kỹ năng nhà tuyển dụng đánh giá cao',
    keywords: ['ky nang mem', 'giao tiep', 'lam viec nhom', 'nha tuyen dung can', 'phat trien ban than'],
    body: 'Ngoài chuyên môn, nhà tuyển dụng thường tìm: giao tiếp rõ ràng, làm việc nhóm, chủ động giải quyết vấn đề, quản lý thời gian và khả năng học nhanh. Hãy chứng minh chúng bằng ví dụ cụ thể trong CV và khi phỏng vấn.',
  },
  {
    id: 'career-resign',
    topic: 'career',
    title: 'Nghỉ việc chuyên nghiệp',
    keywords: ['xin nghi', 'nghi viec', 'don nghi viec', 'bao truoc', 'ban giao'],
    body: 'Báo trước theo hợp đồng (thường 30 ngày với hợp đồng xác định thời hạn, 45 ngày với hợp đồng không xác định thời hạn), nộp đơn bằng văn bản, bàn giao công việc đầy đủ và giữ quan hệ tốt: người quản lý cũ có thể là người tham chiếu cho bạn sau này.',
  },
];
