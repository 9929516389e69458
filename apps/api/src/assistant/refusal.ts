/**
 * What JobHub AI declines, whichever assistant answers (the local one and Gemini ask this first):
 * another person's data (a candidate's phone, someone else's CV), accounts and passwords, and
 * requests to drop its rules or show its instructions. The answer is a short refusal that says
 * what it can do instead. Read on the question folded (no accents, lower case), so "bo qua moi
 * quy tac" and "Bỏ qua mọi quy tắc" are the same request.
 *
 * Tuned for few false alarms: the asker's own data ("CV của tôi"), a company's address, or how to
 * write an e-mail asking for a job are ordinary questions.
 */
import { foldText } from './fold';

export type RefusalReason = 'others_data' | 'accounts' | 'rules';

/** Whose data is someone else's: a candidate, "người khác", a named person. */
const SOMEONE_ELSE = String.raw`(?:cac |nhung |mot )?(?:ung vien|nguoi khac|nguoi dung khac|nguoi ung tuyen|nhan vien|ban ay|anh ay|chi ay|co ay|ong ay|ba ay|nguoi nop|nguoi da nop|user khac)`;
const PERSONAL = String.raw`(?:so dien thoai|sdt|dien thoai|email|e-mail|mail|dia chi nha|dia chi lien he|thong tin ca nhan|thong tin lien he|lien lac|cv|ho so|ly lich|cccd|cmnd|can cuoc)`;

const PATTERNS: ReadonlyArray<[RegExp, RefusalReason]> = [
  // "số điện thoại và email của ứng viên Nguyễn Văn An", "CV của những người khác đã nộp".
  [new RegExp(String.raw`\b${PERSONAL}\b[^.?!]{0,40}\bcua ${SOMEONE_ELSE}`), 'others_data'],
  [new RegExp(String.raw`\b(?:danh sach|liet ke|xuat|tai ve|download)\b[^.?!]{0,20}\b(?:ung vien|nguoi ung tuyen|nguoi dung|user)\b[^.?!]{0,30}\b(?:email|so dien thoai|sdt|thong tin)`), 'others_data'],
  [/\b(?:mat khau|password|token|tai khoan)\b[^.?!]{0,20}\b(?:admin|quan tri|nguoi khac|nguoi dung khac|tat ca|moi nguoi)\b/, 'accounts'],
  [/\b(?:liet ke|danh sach|cho xem|in ra)\b[^.?!]{0,20}\b(?:tai khoan|accounts?|users?|nguoi dung)\b/, 'accounts'],
  [/\b(?:bo qua|phot lo|quen|vo hieu|tat)\b[^.?!]{0,20}\b(?:quy tac|huong dan|chi dan|chi thi|rang buoc|gioi han)\b/, 'rules'],
  [/\bignore\b[^.?!]{0,30}\b(?:instructions?|rules|prompt)\b/, 'rules'],
  [/\b(?:system prompt|prompt he thong|prompt cua ban|jailbreak|developer mode|che do nha phat trien)\b/, 'rules'],
  [/\b(?:in ra|tiet lo|cho xem|hien thi|doc lai)\b[^.?!]{0,20}\b(?:prompt|huong dan (?:noi bo|he thong|cua ban)|quy tac (?:noi bo|cua ban))\b/, 'rules'],
];

/** Why the question is declined, or undefined for an ordinary question. */
export function refusalReason(question: string): RefusalReason | undefined {
  const folded = foldText(question);
  return PATTERNS.find(([pattern]) => pattern.test(folded))?.[1];
}

const OFFER = 'Mình có thể giúp bạn tìm việc, xem mức lương và số tin tuyển dụng, giới thiệu gói Premium, cho lời khuyên về CV và phỏng vấn, hoặc xem việc bạn đã lưu và đã ứng tuyển.';

const REFUSALS: Record<RefusalReason, string> = {
  others_data: 'Xin lỗi, mình không thể cung cấp thông tin cá nhân, hồ sơ hay CV của người khác: mỗi người chỉ xem được dữ liệu của chính mình.',
  accounts: 'Xin lỗi, mình không thể cung cấp thông tin tài khoản hay mật khẩu của bất kỳ ai.',
  rules: 'Xin lỗi, mình không thể bỏ qua các quy tắc của JobHub AI hay tiết lộ hướng dẫn nội bộ.',
};

/** The refusal for a question, or undefined when it is an ordinary one. */
export function refusalAnswer(question: string): string | undefined {
  const reason = refusalReason(question);
  return reason ? `${REFUSALS[reason]} ${OFFER}` : undefined;
}
