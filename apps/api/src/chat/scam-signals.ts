/**
 * Signs of a recruitment scam in an employer's chat message (issue 30, item 5): asking for money
 * or a deposit, moving the talk off JobHub (Zalo/Telegram links, a phone number before the
 * candidate applied), asking for identity documents. Matching is on folded words
 * (assistant/fold.ts: no accents, lower case), so 'đặt cọc' and 'dat coc' read alike.
 *
 * Tuned for few false alarms: a money word alone ('phí', 'chuyển khoản') is not enough; it needs a
 * payment asked of the reader ('chuyển khoản phí giữ chỗ', 'nộp 300k'), and a negation shortly
 * before ('miễn phí', 'không thu phí', 'không cần đặt cọc') or a payment made to the candidate
 * ('chuyển khoản lương', 'đóng phí ... cho bạn') clears it. Tests: scam-signals.test.ts.
 */
import type { ChatWarningSignal } from '@jobhub/sdk/contract';
import { foldWords, phraseIndex } from '../assistant/fold';

/** Words read before a match to find a negation ('không cần đặt cọc'). */
const NEGATION_WINDOW = 4;
/** Words read after a payment verb to find what is paid ('chuyển khoản giúp mình phí 200k'). */
const PAYMENT_WINDOW = 6;

const NEGATIONS = new Set(['khong', 'mien', 'chang', 'cam', 'dung', 'free', 'ko', 'k', 'khg']);

/** Asks for money by themselves: deposits, fees that real employers never charge, top-ups. */
const MONEY_PHRASES: readonly string[][] = [
  ['dat', 'coc'],
  ['tien', 'coc'],
  ['coc', 'truoc'],
  ['ky', 'quy'],
  ['tien', 'the', 'chan'],
  ['phi', 'giu', 'cho'],
  ['phi', 'ho', 'so'],
  ['phi', 'dao', 'tao'],
  ['phi', 'dong', 'phuc'],
  ['phi', 'dang', 'ky'],
  ['phi', 'nhan', 'viec'],
  ['phi', 'kich', 'hoat'],
  ['phi', 'xu', 'ly'],
  ['phi', 'moi', 'gioi'],
  ['phi', 'tuyen', 'dung'],
  ['nap', 'tien'],
];

/** Verbs of paying, asked of the reader when followed by what is paid. */
const PAYMENT_VERBS: readonly string[][] = [['chuyen', 'khoan'], ['ck'], ['nop'], ['dong'], ['thanh', 'toan'], ['chuyen'], ['gui', 'tien'], ['nap']];
/** What is paid: a fee, money, a deposit, an account number, an amount ('500k', '200 nghìn'). */
const PAID_WORDS = new Set(['phi', 'tien', 'coc', 'stk']);
const AMOUNT_UNITS = new Set(['k', 'nghin', 'ngan', 'trieu', 'tr', 'dong', 'vnd', 'd']);
/** Payments to the candidate, not from them: 'chuyển khoản lương', 'đóng phí bảo hiểm cho bạn'. */
const PAID_TO_CANDIDATE = new Set(['luong', 'thuong', 'hoa', 'cho ban', 'cho nhan vien', 'cho ung vien', 'cho em']);

/** Chat apps outside JobHub. */
const OFF_PLATFORM_APPS = new Set(['zalo', 'telegram', 'tele', 'viber', 'whatsapp', 'messenger', 'skype', 'signal']);
/** Links that open a chat elsewhere. */
const OFF_PLATFORM_LINK = /\b(?:zalo\.me|chat\.zalo\.me|t\.me|telegram\.me|wa\.me|m\.me|viber\.me|invite\.viber\.com)\//i;
/** A Vietnamese mobile number, spaces, dots or dashes allowed between digits (10 digits, or +84 and 9). */
const PHONE_NUMBER = /(?<!\d)(?:\+?84|0)[\s.-]?[35789](?:[\s.-]?\d){8}(?!\d)/;

/** Identity documents and secrets. */
const ID_DOCUMENTS: readonly string[][] = [
  ['cccd'],
  ['cmnd'],
  ['cmt'],
  ['can', 'cuoc'],
  ['chung', 'minh', 'nhan', 'dan'],
  ['chung', 'minh', 'thu'],
  ['ho', 'chieu'],
  ['giay', 'to', 'tuy', 'than'],
  ['the', 'ngan', 'hang'],
  ['mat', 'truoc', 'mat', 'sau'],
  ['hai', 'mat'],
];
/** Secrets nobody may ask for in a chat, whatever the wording. */
const SECRETS: readonly string[][] = [['otp'], ['ma', 'xac', 'nhan', 'ngan', 'hang'], ['mat', 'khau']];
/** Asking to send or photograph: 'gửi ảnh CCCD', 'chụp 2 mặt căn cước'. Bringing one to an interview is normal. */
const SEND_WORDS = new Set(['gui', 'chup', 'hinh', 'scan', 'photo', 'up', 'upload', 'cung', 'xin']);

function isNegated(words: readonly string[], at: number): boolean {
  return words.slice(Math.max(0, at - NEGATION_WINDOW), at).some((word) => NEGATIONS.has(word));
}

/** Index of each run of `phrase` in `words`. */
function phraseRuns(words: readonly string[], phrase: readonly string[]): number[] {
  const found: number[] = [];
  for (let at = phraseIndex(words, phrase); at >= 0; at = phraseIndex(words, phrase, at + 1)) found.push(at);
  return found;
}

/** True when `phrase` occurs in `words` without a negation shortly before it. */
function hasAffirmed(words: readonly string[], phrases: readonly (readonly string[])[]): boolean {
  return phrases.some((phrase) => phraseRuns(words, phrase).some((at) => !isNegated(words, at)));
}

function isAmount(word: string, next: string | undefined): boolean {
  if (/^\d+(?:k|tr|trieu)$/.test(word)) return true;
  return /^\d+$/.test(word) && next !== undefined && AMOUNT_UNITS.has(next);
}

/** A payment verb followed, within PAYMENT_WINDOW words, by money asked of the reader. */
function asksPayment(words: readonly string[]): boolean {
  return PAYMENT_VERBS.some((verb) =>
    phraseRuns(words, verb).some((at) => {
      // 'được thanh toán phí gửi xe': paid to the reader, not by them.
      if (isNegated(words, at) || words[at - 1] === 'duoc') return false;
      const after = words.slice(at + verb.length, at + verb.length + PAYMENT_WINDOW);
      const pairs = after.map((word, i) => `${word} ${after[i + 1] ?? ''}`);
      if (after.some((word) => PAID_TO_CANDIDATE.has(word)) || pairs.some((pair) => PAID_TO_CANDIDATE.has(pair))) return false;
      return after.some((word, i) => PAID_WORDS.has(word) || isAmount(word, after[i + 1]) || (word === 'tai' && after[i + 1] === 'khoan'));
    }),
  );
}

function asksMoney(words: readonly string[]): boolean {
  return hasAffirmed(words, MONEY_PHRASES) || asksPayment(words);
}

function movesOffPlatform(text: string, words: readonly string[], hasApplied: boolean): boolean {
  if (OFF_PLATFORM_LINK.test(text)) return true;
  if (words.some((word, at) => OFF_PLATFORM_APPS.has(word) && !isNegated(words, at))) return true;
  return !hasApplied && PHONE_NUMBER.test(text);
}

function asksIdDocuments(words: readonly string[]): boolean {
  if (hasAffirmed(words, SECRETS)) return true;
  return ID_DOCUMENTS.some((phrase) =>
    phraseRuns(words, phrase).some((at) => {
      if (isNegated(words, at)) return false;
      const around = [...words.slice(Math.max(0, at - PAYMENT_WINDOW), at), ...words.slice(at + phrase.length, at + phrase.length + PAYMENT_WINDOW)];
      return around.some((word) => SEND_WORDS.has(word)) && !around.includes('mang');
    }),
  );
}

/**
 * The warning signals of a message an employer sends to a candidate, in a fixed order; empty for
 * an ordinary message.
 *
 * @param text the message as typed
 * @param hasApplied whether the candidate has applied to a post of this employer: a phone number
 *   is then ordinary (they are arranging an interview), before that it moves the talk elsewhere
 * @example scamSignals('Bạn chuyển khoản phí giữ chỗ 500k qua số tài khoản này nhé', false) // ['money']
 * @example scamSignals('Kết bạn Zalo 0912 345 678 để nhận việc', false) // ['off_platform']
 */
export function scamSignals(text: string, hasApplied: boolean): ChatWarningSignal[] {
  const words = foldWords(text);
  const signals: ChatWarningSignal[] = [];
  if (asksMoney(words)) signals.push('money');
  if (movesOffPlatform(text, words, hasApplied)) signals.push('off_platform');
  if (asksIdDocuments(words)) signals.push('id_document');
  return signals;
}
