import { responseRateText, type ResponseRate } from '@jobhub/sdk';

/** What the badge's tooltip says the figures cover (issue 30). */
const RESPONSE_BADGE_TITLE = 'Trong 90 ngày qua';

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
