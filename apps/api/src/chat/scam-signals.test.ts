import { withoutAccents } from '@jobhub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { scamSignals } from './scam-signals';

/** Real phrasings of scam messages seen in Vietnamese job groups, with the signals expected. */
const FLAGGED: readonly [string, string[]][] = [
  ['Bạn chuyển khoản phí giữ chỗ 500k qua số tài khoản này nhé', ['money']],
  ['Em vui lòng đặt cọc 300.000đ để giữ suất phỏng vấn', ['money']],
  ['Trước khi nhận việc bạn cần nộp phí hồ sơ 200 nghìn', ['money']],
  ['Phí đồng phục 450k, chuyển trước rồi công ty gửi đồ về', ['money']],
  ['Công việc nhập liệu tại nhà, nạp tiền kích hoạt tài khoản 199k', ['money']],
  ['ck trước 150k phí đào tạo nha em', ['money']],
  ['Bạn thanh toán 2 triệu tiền thế chân thiết bị trước nhé', ['money']],
  ['Để nhận đơn đầu tiên bạn cần ký quỹ 1tr', ['money']],
  ['Gửi tiền cọc vào stk 0123456789 Vietcombank', ['money']],
  ['Phí đăng ký làm cộng tác viên là 99k bạn nhé', ['money']],
  ['Chuyển khoản giúp mình 500 nghìn để xác nhận hồ sơ', ['money']],
  ['Bạn kết bạn Zalo với chị để nhận việc nhé', ['off_platform']],
  ['Vào nhóm Telegram này nhận nhiệm vụ: t.me/viec-lam-online', ['off_platform']],
  ['Nhắn chị qua zalo.me/0987654321 cho nhanh', ['off_platform']],
  ['Liên hệ anh Hùng 0912 345 678 để trao đổi thêm', ['off_platform']],
  ['Gọi mình số 0987.654.321 nha', ['off_platform']],
  ['Add tele @tuyendung_vip để được hướng dẫn', ['off_platform']],
  ['Inbox whatsapp +84 912345678 để nhận link', ['off_platform']],
  ['Gửi chị ảnh chụp CCCD 2 mặt để làm hợp đồng', ['id_document']],
  ['Bạn chụp căn cước mặt trước mặt sau gửi qua đây nhé', ['id_document']],
  ['Cho mình xin số CMND và ảnh thẻ ngân hàng để trả lương', ['id_document']],
  ['Bạn đọc giúp mình mã OTP vừa gửi về điện thoại nhé', ['id_document']],
  ['Gửi hình hộ chiếu qua đây để làm visa nhé', ['id_document']],
  ['Kết bạn zalo 0912345678 rồi chuyển khoản phí giữ chỗ 300k', ['money', 'off_platform']],
];

/** Ordinary messages of real employers, which must stay unflagged. */
const INNOCENT: readonly string[] = [
  'Phí gửi xe miễn phí cho nhân viên',
  'Công ty chuyển khoản lương hàng tháng vào ngày 10',
  'Liên hệ qua chat JobHub nếu bạn có câu hỏi',
  'Chúng tôi không thu bất kỳ khoản phí nào của ứng viên',
  'Không cần đặt cọc, bạn cứ đến phỏng vấn',
  'Miễn phí đào tạo trong 2 tuần đầu',
  'Công ty đóng bảo hiểm đầy đủ cho nhân viên',
  'Công ty đóng phí công đoàn cho bạn',
  'Lương 12 - 15 triệu, thưởng tháng 13',
  'Bạn mang theo CCCD khi đến phỏng vấn nhé',
  'Hẹn bạn 9h sáng thứ Hai tại văn phòng tầng 5',
  'Cảm ơn bạn đã ứng tuyển, chúng tôi sẽ phản hồi trong tuần',
  'Bạn gửi CV bản mới nhất qua JobHub giúp mình nhé',
  'Chi phí đi lại được công ty hỗ trợ',
  'Phụ cấp ăn trưa 30k mỗi ngày',
  'Bạn có thể chuyển sang ca chiều được không?',
  'Hồ sơ của bạn đã được chuyển cho trưởng phòng',
  'Mức lương thỏa thuận theo năng lực',
  'Nhân viên được thanh toán phí gửi xe',
  'Chúng tôi không dùng Zalo, mọi trao đổi ở đây',
  'Công ty tuyển 5 nhân viên kinh doanh tại Hà Nội',
  'Bạn có 3 năm kinh nghiệm kế toán đúng không?',
];

describe('scamSignals', () => {
  it.each(FLAGGED)('flags "%s"', (text, signals) => {
    expect(scamSignals(text, false)).toEqual(signals);
  });

  it.each(FLAGGED)('flags "%s" typed without accents', (text, signals) => {
    expect(scamSignals(withoutAccents(text), false)).toEqual(signals);
  });

  it.each(INNOCENT)('leaves "%s" alone', (text) => {
    expect(scamSignals(text, false)).toEqual([]);
  });

  it.each(INNOCENT)('leaves "%s" typed without accents alone', (text) => {
    expect(scamSignals(withoutAccents(text), false)).toEqual([]);
  });

  it('counts a phone number only before the candidate applied to the employer', () => {
    const text = 'Bạn gọi mình số 0912 345 678 để hẹn giờ phỏng vấn nhé';
    expect(scamSignals(text, false)).toEqual(['off_platform']);
    expect(scamSignals(text, true)).toEqual([]);
  });

  it('still flags a Zalo link after the candidate applied', () => {
    expect(scamSignals('Vào zalo.me/g/abc123 nhận việc', true)).toEqual(['off_platform']);
  });

  it('does not read order numbers or salaries as phone numbers', () => {
    expect(scamSignals('Mã tin tuyển dụng 123456 lương 15000000', false)).toEqual([]);
  });
});
