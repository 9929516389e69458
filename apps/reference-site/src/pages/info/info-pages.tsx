import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';

interface InfoSection {
  heading: string;
  body?: string;
  items?: string[];
}

interface InfoContent {
  title: string;
  lead: string;
  sections: InfoSection[];
  cta?: { to: string; label: string };
}

function InfoPage({ content }: { content: InfoContent }) {
  useDocumentTitle(content.title);
  return (
    <>
      <div className="hero-band">
        <div className="container">
          <h1>{content.title}</h1>
          <p>{content.lead}</p>
        </div>
      </div>
      <div className="container page">
        <div className="prose">
          {content.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.body ? <p>{section.body}</p> : null}
              {section.items ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          {content.cta ? (
            <p>
              <Link className="btn btn-primary" to={content.cta.to}>
                {content.cta.label}
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}

const ABOUT: InfoContent = {
  title: 'Về JobHub',
  lead: 'JobHub là nền tảng kết nối người tìm việc và nhà tuyển dụng trên khắp 63 tỉnh thành Việt Nam.',
  sections: [
    {
      heading: 'Sứ mệnh của chúng tôi',
      body: 'Chúng tôi giúp mỗi người lao động tìm được công việc phù hợp với năng lực và mong muốn, đồng thời giúp doanh nghiệp tuyển đúng người, nhanh chóng và minh bạch.',
    },
    {
      heading: 'JobHub mang lại gì',
      items: [
        'Hàng nghìn tin tuyển dụng được cập nhật mỗi ngày từ các doanh nghiệp đã xác thực.',
        'Tìm kiếm thông minh theo ngành nghề, vị trí, mức lương và địa điểm.',
        'Tiêu chí tìm việc và gợi ý việc làm phù hợp với hồ sơ của bạn.',
        'JobHub AI hỗ trợ tra cứu việc làm và tư vấn nghề nghiệp.',
      ],
    },
    {
      heading: 'Giá trị cốt lõi',
      body: 'Minh bạch trong thông tin, tôn trọng người dùng và không ngừng cải tiến sản phẩm.',
    },
  ],
  cta: { to: '/job-search', label: 'Khám phá việc làm' },
};

const CONTACT: InfoContent = {
  title: 'Liên hệ',
  lead: 'Đội ngũ JobHub luôn sẵn sàng hỗ trợ bạn trong giờ hành chính từ thứ Hai đến thứ Sáu.',
  sections: [
    {
      heading: 'Thông tin liên hệ',
      items: [
        'Email hỗ trợ: hotro@jobhub.vn',
        'Hotline: 1900 1234 (8:00 - 17:30)',
        'Địa chỉ: Tầng 5, 123 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh',
      ],
    },
    {
      heading: 'Hợp tác tuyển dụng',
      body: 'Doanh nghiệp quan tâm đến các giải pháp tuyển dụng vui lòng gửi email tới doanhnghiep@jobhub.vn, chúng tôi sẽ phản hồi trong vòng một ngày làm việc.',
    },
  ],
};

const BLOG: InfoContent = {
  title: 'Blog',
  lead: 'Tin tức thị trường lao động, câu chuyện nghề nghiệp và kinh nghiệm tuyển dụng từ JobHub.',
  sections: [
    {
      heading: 'Bài viết nổi bật',
      items: [
        'Xu hướng tuyển dụng ngành Công nghệ thông tin năm nay',
        '5 kỹ năng mềm nhà tuyển dụng đánh giá cao nhất',
        'Làm việc từ xa: cơ hội và thách thức cho người trẻ',
      ],
    },
    {
      heading: 'Sắp ra mắt',
      body: 'Chuyên mục blog đang được hoàn thiện. Hãy quay lại sớm để đọc những bài viết mới nhất.',
    },
  ],
};

const CAREER_ADVICE: InfoContent = {
  title: 'Cẩm nang nghề nghiệp',
  lead: 'Những lời khuyên thiết thực giúp bạn chuẩn bị hồ sơ, phỏng vấn và phát triển sự nghiệp.',
  sections: [
    {
      heading: 'Viết CV ấn tượng',
      items: [
        'Trình bày ngắn gọn, rõ ràng, tối đa hai trang.',
        'Nêu thành tích cụ thể bằng con số thay vì mô tả chung chung.',
        'Điều chỉnh CV theo từng vị trí ứng tuyển.',
      ],
    },
    {
      heading: 'Chuẩn bị phỏng vấn',
      items: [
        'Tìm hiểu kỹ về công ty và vị trí trước buổi phỏng vấn.',
        'Chuẩn bị câu trả lời cho các câu hỏi thường gặp và ví dụ thực tế.',
        'Đặt câu hỏi cho nhà tuyển dụng để thể hiện sự quan tâm.',
      ],
    },
  ],
  cta: { to: '/job-search', label: 'Tìm việc ngay' },
};

const POST_JOB: InfoContent = {
  title: 'Đăng tin tuyển dụng',
  lead: 'Tiếp cận hàng nghìn ứng viên tiềm năng chỉ với vài bước đơn giản.',
  sections: [
    {
      heading: 'Cách đăng tin',
      items: [
        'Đăng ký tài khoản nhà tuyển dụng.',
        'Tạo hồ sơ doanh nghiệp để được xét duyệt.',
        'Đăng tin tuyển dụng và quản lý hồ sơ ứng viên trong khu vực nhà tuyển dụng.',
      ],
    },
    {
      heading: 'Miễn phí để bắt đầu',
      body: 'Mỗi doanh nghiệp có thể duy trì tối đa 3 tin tuyển dụng đang hoạt động miễn phí. Nâng cấp Premium để đăng nhiều tin hơn và được ưu tiên hiển thị.',
    },
  ],
  cta: { to: '/register', label: 'Đăng ký nhà tuyển dụng' },
};

const PRICING: InfoContent = {
  title: 'Bảng giá',
  lead: 'Các gói dịch vụ linh hoạt cho người tìm việc và nhà tuyển dụng.',
  sections: [
    {
      heading: 'Dành cho người tìm việc',
      items: [
        'Gói Premium Tháng: 99.000 đ / 30 ngày',
        'Gói Premium Quý: 269.000 đ / 90 ngày',
        'Gói Premium Năm: 999.000 đ / 365 ngày',
        'Gói Sinh Viên: 79.000 đ / 30 ngày',
      ],
    },
    {
      heading: 'Dành cho nhà tuyển dụng',
      items: [
        'Gói Doanh Nghiệp Starter: 199.000 đ / 30 ngày',
        'Gói Doanh Nghiệp Pro: 599.000 đ / 30 ngày',
        'Gói Chuyên Gia: 1.499.000 đ / 365 ngày',
      ],
    },
  ],
  cta: { to: '/premium', label: 'Xem gói Premium' },
};

const RECRUITMENT_SOLUTIONS: InfoContent = {
  title: 'Giải pháp tuyển dụng',
  lead: 'Bộ công cụ giúp doanh nghiệp tuyển dụng hiệu quả, từ đăng tin đến phỏng vấn.',
  sections: [
    {
      heading: 'Tính năng nổi bật',
      items: [
        'Quản lý tin tuyển dụng và hồ sơ ứng viên tập trung.',
        'Lên lịch phỏng vấn và thông báo tự động cho ứng viên.',
        'Nhắn tin trực tiếp với ứng viên ngay trên nền tảng.',
        'Thống kê hiệu quả tuyển dụng theo từng tháng.',
      ],
    },
    {
      heading: 'Ưu tiên hiển thị',
      body: 'Tin tuyển dụng của doanh nghiệp Premium được ưu tiên trong kết quả tìm kiếm, giúp tiếp cận ứng viên nhanh hơn.',
    },
  ],
  cta: { to: '/post-job', label: 'Bắt đầu tuyển dụng' },
};

/** The footer's pages by route id (their titles and leads are the server-rendered head's too). */
export const INFO_PAGES = {
  about: ABOUT,
  contact: CONTACT,
  blog: BLOG,
  'career-advice': CAREER_ADVICE,
  'post-job': POST_JOB,
  pricing: PRICING,
  'recruitment-solutions': RECRUITMENT_SOLUTIONS,
} satisfies Record<string, InfoContent>;

export type InfoPageId = keyof typeof INFO_PAGES;

export function AboutPage() {
  return <InfoPage content={ABOUT} />;
}
export function ContactPage() {
  return <InfoPage content={CONTACT} />;
}
export function BlogPage() {
  return <InfoPage content={BLOG} />;
}
export function CareerAdvicePage() {
  return <InfoPage content={CAREER_ADVICE} />;
}
export function PostJobPage() {
  return <InfoPage content={POST_JOB} />;
}
export function PricingPage() {
  return <InfoPage content={PRICING} />;
}
export function RecruitmentSolutionsPage() {
  return <InfoPage content={RECRUITMENT_SOLUTIONS} />;
}
