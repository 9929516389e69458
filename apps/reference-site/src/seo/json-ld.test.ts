import { TYPE_WORKINGS, type PostDetail, type TypeWorking } from '@jobhub/sdk';
import { describe, expect, it } from 'vitest';
import { enterprise, postDetail } from '../pages/browse/test-utils';
import { EMPLOYMENT_TYPES, jobPostingJsonLd, organizationJsonLd, serializeJsonLd, webSiteJsonLd } from './json-ld';

const options = { publicUrl: 'https://jobhub.example.vn/' };

/** A post as GET /api/post/{id} answers it, with a stored logo and editor HTML in its sections. */
function realisticPost(overrides: Partial<PostDetail> = {}): PostDetail {
  const base = postDetail({
    id: 4021,
    title: 'Kỹ sư phần mềm Node.js',
    city: 'Hồ Chí Minh',
    district: 'Quận 1',
    detail_address: 'Tầng 8, 2 Hải Triều',
    type_working: 'Toàn thời gian',
    salary_min: 15_000_000,
    salary_max: 25_000_000,
    is_salary_negotiable: false,
    deadline: '2026-12-31',
    created_at: '2026-11-02T03:15:00.000Z',
    description_html: '<p>Phát triển <strong>API</strong> &amp; dịch vụ.</p><ul><li>Viết mã</li><li>Review</li></ul>',
    required_html: 'Biết TypeScript\nBiết SQL',
    interest_html: '<p>Lương tháng 13</p>',
  });
  return {
    ...base,
    enterprise_detail: { ...base.enterprise_detail, company_name: 'Công ty TNHH Sao Việt', logo: '/uploads/seed/logo-sao-viet.svg', link_web_site: 'saoviet.vn' },
    ...overrides,
  };
}

describe('jobPostingJsonLd', () => {
  it('carries every field Google for Jobs requires, taken from the post', () => {
    const job = realisticPost();
    const data = jobPostingJsonLd(job, options);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('JobPosting');
    expect(data.title).toBe(job.title);
    expect(data.datePosted).toBe(job.created_at);
    expect(data.validThrough).toBe('2026-12-31T23:59:59+07:00');
    expect(data.employmentType).toBe('FULL_TIME');
    expect(data.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Công ty TNHH Sao Việt',
      logo: 'https://jobhub.example.vn/uploads/seed/logo-sao-viet.svg',
      sameAs: 'https://saoviet.vn/',
    });
    expect(data.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', streetAddress: 'Tầng 8, 2 Hải Triều', addressLocality: 'Quận 1', addressRegion: 'Hồ Chí Minh', addressCountry: 'VN' },
    });
    expect(data).not.toHaveProperty('jobLocationType');
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'VND',
      value: { '@type': 'QuantitativeValue', minValue: 15_000_000, maxValue: 25_000_000, unitText: 'MONTH' },
    });
    expect(data.directApply).toBe(true);
    expect(data.identifier).toEqual({ '@type': 'PropertyValue', name: 'JobHub', value: '4021' });
    expect(data.url).toBe('https://jobhub.example.vn/job/4021');
  });

  it('writes the three sections as HTML of headings, paragraphs and line breaks only', () => {
    const data = jobPostingJsonLd(realisticPost(), options);
    expect(data.description).toBe(
      '<h3>Mô tả công việc</h3><p>Phát triển API &amp; dịch vụ.</p><p>• Viết mã<br>• Review</p>' +
        '<h3>Yêu cầu ứng viên</h3><p>Biết TypeScript<br>Biết SQL</p>' +
        '<h3>Quyền lợi</h3><p>Lương tháng 13</p>',
    );
  });

  it('keeps no script, attribute or tag of hostile stored text', () => {
    const job = realisticPost({
      description_html: '<p onclick="x()">A</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a>',
      required_html: 'x < y <b>&lt;script&gt;</b>',
      interest_html: '',
    });
    const html = String(jobPostingJsonLd(job, options).description);
    expect(html).toBe('<h3>Mô tả công việc</h3><p>A</p><p>b</p><h3>Yêu cầu ứng viên</h3><p>x &lt; y &lt;script&gt;</p>');
    expect(html.replace(/<\/?(h3|p|br)>/g, '')).not.toMatch(/[<>]/);
  });

  it('leaves baseSalary out when the salary is negotiable or missing', () => {
    expect(jobPostingJsonLd(realisticPost({ is_salary_negotiable: true }), options)).not.toHaveProperty('baseSalary');
    expect(jobPostingJsonLd(realisticPost({ salary_min: null, salary_max: null }), options)).not.toHaveProperty('baseSalary');
  });

  it("never carries JobHub's salary estimate of a negotiable post as the employer's salary", () => {
    const post = realisticPost({
      is_salary_negotiable: true,
      salary_min: null,
      salary_max: null,
      salary_estimate: { median: 17_250_000, p25: 13_500_000, p75: 21_750_000, sample_size: 34, basis: 'position_city_level' },
    });
    const data = jobPostingJsonLd(post, options);
    expect(data).not.toHaveProperty('baseSalary');
    const serialized = serializeJsonLd(data);
    for (const figure of ['17250000', '13500000', '21750000', 'Ước tính']) expect(serialized).not.toContain(figure);
  });

  it('gives a one-sided range with only the bound the post has', () => {
    const data = jobPostingJsonLd(realisticPost({ salary_min: 10_000_000, salary_max: null }), options);
    expect(data.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'VND', value: { '@type': 'QuantitativeValue', minValue: 10_000_000, unitText: 'MONTH' } });
  });

  it('marks remote work TELECOMMUTE for applicants in Vietnam, without an office address', () => {
    const data = jobPostingJsonLd(realisticPost({ type_working: 'Làm việc từ xa' }), options);
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'VN' });
    expect(data).not.toHaveProperty('jobLocation');
  });

  it('drops a company web site that is not http(s), and address parts the post lacks', () => {
    const base = realisticPost({ district: null, detail_address: null });
    const job = { ...base, enterprise_detail: { ...base.enterprise_detail, logo: null, link_web_site: 'javascript:alert(1)' } };
    const data = jobPostingJsonLd(job, options);
    expect(data.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Công ty TNHH Sao Việt' });
    expect(data.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressRegion: 'Hồ Chí Minh', addressCountry: 'VN' } });
  });
});

describe('employment types', () => {
  /** What Google for Jobs should read for each work type of the catalogue. */
  const expected: [TypeWorking, string][] = [
    ['Toàn thời gian', 'FULL_TIME'],
    ['Bán thời gian', 'PART_TIME'],
    ['Làm việc từ xa', 'FULL_TIME'],
    ['Làm việc kết hợp', 'FULL_TIME'],
    ['Thực tập', 'INTERN'],
    ['Hợp đồng', 'CONTRACTOR'],
  ];

  it('covers every work type of the catalogue', () => {
    expect(expected.map(([type]) => type).sort()).toEqual([...TYPE_WORKINGS].sort());
    expect(Object.keys(EMPLOYMENT_TYPES).sort()).toEqual([...TYPE_WORKINGS].sort());
  });

  it.each(expected)('maps %s to %s', (type, employmentType) => {
    expect(jobPostingJsonLd(realisticPost({ type_working: type }), options).employmentType).toBe(employmentType);
  });

  it('answers OTHER for a value outside the catalogue', () => {
    expect(jobPostingJsonLd(realisticPost({ type_working: 'Theo ca' }), options).employmentType).toBe('OTHER');
  });
});

describe('organizationJsonLd', () => {
  it('describes the company page from the enterprise', () => {
    const data = organizationJsonLd(enterprise({ id: 7, logo: '/uploads/logo.png', description: '<p>Chúng tôi <b>làm</b> phần mềm.</p>' }), options);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Công ty ABC',
      url: 'https://jobhub.example.vn/enterprises/7',
      logo: 'https://jobhub.example.vn/uploads/logo.png',
      sameAs: 'https://abc.vn/',
      address: { '@type': 'PostalAddress', streetAddress: '1 Tràng Tiền', addressRegion: 'Hà Nội', addressCountry: 'VN' },
      description: 'Chúng tôi làm phần mềm.',
    });
  });

  it('leaves out what the company has not filled in', () => {
    const data = organizationJsonLd(enterprise({ address: null, city: null, description: null, link_web_site: null }), options);
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'name', 'url']);
  });
});

describe('webSiteJsonLd', () => {
  it("searches through the job search page's q parameter", () => {
    expect(webSiteJsonLd(options)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'JobHub',
      url: 'https://jobhub.example.vn/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://jobhub.example.vn/job-search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element or break a line, and parses back to the same data', () => {
    const data = { title: '</script><script>alert(1)</script> & <!-- \u2028\u2029' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('round-trips a job posting', () => {
    const data = jobPostingJsonLd(realisticPost({ title: 'Dev </script>' }), options);
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
