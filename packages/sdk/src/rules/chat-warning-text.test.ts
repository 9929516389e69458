import { describe, expect, it } from 'vitest';
import { chatWarningText } from './chat-warning-text';

describe('chatWarningText', () => {
  it.each([
    [['money'], 'Cảnh báo lừa đảo: Tin nhắn này yêu cầu chuyển tiền, đặt cọc hoặc nộp phí. Nhà tuyển dụng thật không thu tiền của ứng viên.'],
    [['off_platform'], /^Cảnh báo lừa đảo: Tin nhắn này mời bạn chuyển sang Zalo, Telegram/],
    [['id_document'], /Đừng gửi ảnh CCCD, hộ chiếu, thẻ ngân hàng hay mã OTP qua tin nhắn\.$/],
  ] as const)('says what %j asks for, in Vietnamese', (signals, expected) => {
    const text = chatWarningText(signals);
    if (typeof expected === 'string') expect(text).toBe(expected);
    else expect(text).toMatch(expected);
  });

  it('names every signal of a message, once each, in order', () => {
    const text = chatWarningText(['money', 'off_platform']);
    expect(text.match(/Cảnh báo lừa đảo/g)).toHaveLength(1);
    expect(text.indexOf('đặt cọc')).toBeLessThan(text.indexOf('Zalo'));
  });
});
