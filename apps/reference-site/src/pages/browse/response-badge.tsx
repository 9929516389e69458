import { responseRateText, type ResponseRate } from '@jobhub/sdk';

/** What the badge's tooltip says the figures are (issue 30: applications of the last 90 days). */
const RESPONSE_BADGE_TITLE = 'Tỷ lệ hồ sơ được nhà tuyển dụng phản hồi và thời gian phản hồi thường gặp, trong 90 ngày qua';

/**
 * A company's response-rate badge ('Phản hồi 92% · thường trong 2 ngày') on job cards, the job
 * page and the company page; nothing when the API gives no rate (too few applications to judge).
 */
export function ResponseBadge({ rate }: { rate: ResponseRate | null | undefined }) {
  const text = responseRateText(rate);
  if (!text) return null;
  return (
    <span className="jb-badge-response" title={RESPONSE_BADGE_TITLE}>
      {text}
    </span>
  );
}
