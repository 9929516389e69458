import { describe, expect, it } from 'vitest';
import type { Role } from '../contract/auth';
import { BELL_BADGE_CAP, formatBadge, SIDEBAR_MESSAGE_BADGE_CAP, TOPBAR_MESSAGE_BADGE_CAP } from './badge';
import { conversationPreview, MSG_CHAT_PREMIUM_REQUIRED, newMessageToast, otherUserPlaceholder, truncateText } from './chat-text';
import {
  CHAT_WINDOW_OFFSET_PX,
  chatWindowOffsetPx,
  closeChatWindow,
  LOAD_OLDER_THRESHOLD_PX,
  minimiseChatWindow,
  openChatWindow,
  SCROLL_TO_BOTTOM_DELAY_MS,
  shouldLoadOlder,
  type ChatWindow,
} from './chat-windows';
import { notificationFilterQuery, notificationMatchesFilter, type NotificationFilter } from './notification-filter';
import { employerNotificationLabel } from './notification-label';
import { notificationTarget } from './notification-target';
import { isPremiumActive, premiumState } from './premium';
import { socketUrls } from './socket-url';

describe('formatBadge', () => {
  it.each([
    [0, BELL_BADGE_CAP, ''],
    [-3, BELL_BADGE_CAP, ''],
    [Number.NaN, BELL_BADGE_CAP, ''],
    [1, BELL_BADGE_CAP, '1'],
    [9, BELL_BADGE_CAP, '9'],
    [10, BELL_BADGE_CAP, '9+'],
    [10, TOPBAR_MESSAGE_BADGE_CAP, '9+'],
    [99, SIDEBAR_MESSAGE_BADGE_CAP, '99'],
    [100, SIDEBAR_MESSAGE_BADGE_CAP, '99+'],
  ])('formats %s with cap %s as %j', (count, cap, expected) => {
    expect(formatBadge(count, cap)).toBe(expected);
  });
});

describe('notificationTarget', () => {
  const n = (notification_type: string, object_id: number | null = 5, link: string | null = null) => ({ notification_type, object_id, link });
  it.each<[ReturnType<typeof n>, Role, string | null]>([
    // employer, no link
    [n('new_application'), 'employer', '/employer/applications?application_id=5'],
    [n('cv_viewed'), 'employer', '/employer/applications?application_id=5'],
    [n('new_application', null), 'employer', '/employer/applications'],
    [n('position_expired'), 'employer', '/employer/posts?job_id=5'],
    [n('position_expired', null), 'employer', '/employer/posts'],
    [n('application_withdrawn'), 'employer', '/employer/applications'],
    [n('message_received'), 'employer', '/employer/messages?conversation_id=5'],
    [n('message_received', null), 'employer', '/employer/messages'],
    [n('system'), 'employer', '/employer/notifications/5'],
    [n('system', null), 'employer', null],
    [n('something_else'), 'employer', null],
    // employer: a link wins
    [n('new_application', 5, '/employer/custom'), 'employer', '/employer/custom'],
    [n('system', 5, '  '), 'employer', '/employer/notifications/5'],
    // candidate table
    [n('cv_status_changed'), 'candidate', '/my-applications?cv_id=5'],
    [n('cv_status_changed', null), 'candidate', '/my-applications'],
    [n('interview_scheduled'), 'candidate', '/my-applications?cv_id=5'],
    [n('job_applied', 5, '/x'), 'candidate', '/my-applications'],
    [n('message_received'), 'candidate', '/candidate/messages?conversation_id=5'],
    [n('message_received', null), 'candidate', '/candidate/messages'],
    [n('cv_viewed'), 'candidate', '/job-detail?cv_id=5'],
    [n('cv_viewed', null, '/jobs/1'), 'candidate', '/jobs/1'],
    [n('system'), 'candidate', '/notifications/5'],
    [n('system', null), 'candidate', null],
    [n('system', null, '/promo'), 'candidate', '/promo'],
    [n('cv_status_changed', 5, '/elsewhere'), 'candidate', '/my-applications?cv_id=5'],
    [n('other', 5, '/promo'), 'candidate', '/promo'],
    [n('other'), 'candidate', null],
    [n('system'), 'admin', '/notifications/5'],
    // links that would leave the site are ignored
    [n('system', null, '/\\evil.example'), 'employer', null],
    [n('new_application', 5, '//evil.example'), 'employer', '/employer/applications?application_id=5'],
    [n('system', null, 'javascript:alert(1)'), 'employer', null],
    [n('system', null, 'https://evil.example/'), 'candidate', null],
    [n('other', 5, '/\t/evil.example'), 'candidate', null],
    [n('system', null, '/'), 'candidate', '/'],
  ])('%j as %s goes to %j', (notification, role, expected) => {
    expect(notificationTarget(notification, role)).toBe(expected);
  });
});

describe('employerNotificationLabel', () => {
  it.each([
    ['new_application', 'Hồ sơ mới'],
    ['cv_viewed', 'Đã xem CV'],
    ['position_expired', 'Tin hết hạn'],
    ['application_withdrawn', 'Rút hồ sơ'],
    ['message_received', 'Tin nhắn mới'],
    ['system', 'Hệ thống'],
    ['job_applied', 'Thông báo'],
    ['toString', 'Thông báo'],
  ])('%s → %s', (type, label) => {
    expect(employerNotificationLabel(type)).toBe(label);
  });
});

describe('notification filters', () => {
  it.each<[NotificationFilter, object]>([
    ['all', {}],
    ['unread', { read: 'false' }],
    ['applications', { type: 'application' }],
    ['system', { type: 'system' }],
  ])('%s → %j', (filter, query) => {
    expect(notificationFilterQuery(filter)).toEqual(query);
  });

  it.each<[NotificationFilter, string, boolean, boolean]>([
    ['all', 'system', true, true],
    ['unread', 'system', false, true],
    ['unread', 'system', true, false],
    ['applications', 'new_application', true, true],
    ['applications', 'cv_viewed', false, true],
    ['applications', 'application_withdrawn', false, true],
    ['applications', 'system', false, false],
    ['system', 'system', true, true],
    ['system', 'cv_viewed', false, false],
  ])('%s matches %s (read %s): %s', (filter, type, isRead, expected) => {
    expect(notificationMatchesFilter({ notification_type: type, is_read: isRead }, filter)).toBe(expected);
  });
});

describe('chat texts', () => {
  it.each([
    ['Chào bạn', 'Chào bạn'],
    ['a'.repeat(30), 'a'.repeat(30)],
    ['a'.repeat(31), `${'a'.repeat(30)}...`],
    [`${'ư'.repeat(29)}😀😀`, `${'ư'.repeat(29)}😀...`],
  ])('the toast of %j shows %j', (content, shown) => {
    expect(newMessageToast({ sender_id: 7, content })).toEqual({ title: 'Tin nhắn mới', content: shown, link: '/messages?user=7' });
  });

  it('truncates by code points', () => {
    expect(truncateText('Xin chào', 3)).toBe('Xin...');
  });

  it.each([
    [7, 'Bạn: Ok'],
    [8, 'Ok'],
    [null, 'Ok'],
  ])('preview for user %s is %j', (me, line) => {
    expect(conversationPreview({ sender: 7, content: 'Ok' }, me)).toBe(line);
    if (me === 7) expect(conversationPreview({ sender: 7, content: 'Ok' }, me, 'You: ')).toBe('You: Ok');
  });

  it('names unknown users and keeps the upgrade text', () => {
    expect(otherUserPlaceholder(12)).toBe('Người dùng #12');
    expect(MSG_CHAT_PREMIUM_REQUIRED).toBe('Tính năng nhắn tin chỉ dành cho người dùng Premium...');
  });
});

describe('premiumState', () => {
  const now = Date.UTC(2026, 2, 5);
  it.each([
    [{ is_premium: true, premium_expiry: '2026-03-06T00:00:00Z' }, 'active'],
    [{ is_premium: true, premium_expiry: '2026-03-05T00:00:00Z' }, 'expired'],
    [{ is_premium: true, premium_expiry: '2026-03-01T00:00:00Z' }, 'expired'],
    [{ is_premium: false, premium_expiry: '2027-01-01T00:00:00Z' }, 'none'],
    [{ is_premium: true, premium_expiry: null }, 'none'],
    [{ is_premium: true, premium_expiry: 'soon' }, 'none'],
    [null, 'none'],
  ] as const)('%j is %s', (profile, state) => {
    expect(premiumState(profile, now)).toBe(state);
    expect(isPremiumActive(profile, now)).toBe(state === 'active');
  });
});

describe('chat windows', () => {
  const w = (userId: number, minimised = false): ChatWindow => ({ userId, minimised });
  it.each<[string, ChatWindow[], number, ChatWindow[]]>([
    ['opens the first', [], 1, [w(1)]],
    ['puts a new one in front', [w(1)], 2, [w(2), w(1)]],
    ['closes the oldest on a 4th', [w(3), w(2), w(1)], 4, [w(4), w(3), w(2)]],
    ['brings an open one to the front, restored', [w(3), w(2, true), w(1)], 2, [w(2), w(3), w(1)]],
  ])('%s', (_name, before, userId, after) => {
    expect(openChatWindow(before, userId)).toEqual(after);
  });

  it('closes and minimises in place', () => {
    const windows = [w(2), w(1)];
    expect(closeChatWindow(windows, 2)).toEqual([w(1)]);
    expect(closeChatWindow(windows, 9)).toBe(windows);
    expect(minimiseChatWindow(windows, 1)).toEqual([w(2), w(1, true)]);
    expect(minimiseChatWindow([w(1, true)], 1, false)).toEqual([w(1)]);
    expect(minimiseChatWindow(windows, 9)).toBe(windows);
  });

  it('places windows 336 px apart and keeps the scroll constants', () => {
    expect([0, 1, 2].map(chatWindowOffsetPx)).toEqual([0, 336, 672]);
    expect(CHAT_WINDOW_OFFSET_PX).toBe(336);
    expect([LOAD_OLDER_THRESHOLD_PX, SCROLL_TO_BOTTOM_DELAY_MS]).toEqual([20, 100]);
    expect([shouldLoadOlder(20), shouldLoadOlder(21)]).toEqual([true, false]);
  });
});

describe('socketUrls', () => {
  it.each([
    ['https://api.jobhub.vn/', undefined, ['wss://api.jobhub.vn/api/ws/notifications/', 'wss://api.jobhub.vn/ws/notifications/']],
    ['http://localhost:3000', undefined, ['ws://localhost:3000/api/ws/notifications/', 'ws://localhost:3000/ws/notifications/']],
    ['', 'https://jobhub.vn', ['wss://jobhub.vn/api/ws/notifications/', 'wss://jobhub.vn/ws/notifications/']],
    ['', undefined, []],
    ['HTTPS://api.jobhub.vn', undefined, ['wss://api.jobhub.vn/api/ws/notifications/', 'wss://api.jobhub.vn/ws/notifications/']],
    ['/relative', null, []],
  ] as const)('%j (origin %j)', (base, origin, urls) => {
    expect(socketUrls(base, origin)).toEqual(urls);
  });
});
