/**
 * `@jobhub/widgets`: React components rendered in a shadow root, and helpers to mount them from plain
 * JavaScript. Styles travel inside the components (injected into each shadow root), so importing
 * `@jobhub/widgets/styles.css` is never required.
 *
 * @packageDocumentation
 * @module @jobhub/widgets
 */
export { JobSearch, type JobSearchProps } from '../components/job-search/job-search';
export {
  JobSearchPanel,
  type JobSearchWidgetOptions,
  type JobSearchPanelProps,
} from '../components/job-search/job-search-panel';
export type { LinkBehaviour, RenderLinkProps } from '../components/job-search/job-link';
export {
  JobCard,
  type CardActionsBehaviour,
  type JobCardBehaviour,
  type JobCardProps,
  type RenderJobCard,
} from '../components/job-search/job-card';
export { JOB_SEARCH_STYLES, JOB_SEARCH_STYLE_ID } from '../components/job-search/job-search-styles';
export { ShadowHost, type ShadowHostProps } from '../mount/shadow-host';
export { useShadowRoot } from '../mount/shadow-root-context';
export { injectStyles } from '../mount/inject-styles';
export { mountInShadowRoot, type MountInShadowRootOptions, type ShadowMount } from '../mount/mount-in-shadow-root';
export { mountJobSearch, type JobSearchMount, type MountJobSearchOptions } from '../mount/mount-job-search';
export {
  applyTheme,
  themeFromAttribute,
  themeToProperties,
  THEME_PRESETS,
  type JobHubTheme,
  type JobHubThemeOption,
  type JobHubThemePreset,
} from '../mount/theme';
export { $widgetLocale, setWidgetLocale, type WidgetLocale } from '../i18n/widget-locale';
export { overrideWidgetTexts, type WidgetTextOverrides } from '../i18n/widget-texts';
export type { WidgetDictionary, WidgetTextGroup } from '../i18n/widget-dictionary';
export { Avatar, CompanyLogo, type AvatarProps, type CompanyLogoProps } from '../components/avatar/avatar';
export { createWidgetClient, type WidgetClient } from '../widget-client';

// Real time: notification bell and chat dock (stores from `createNotificationsStore` / `createChatStore`).
export { NotificationBell, type NotificationBellProps } from '../components/notification-bell/notification-bell';
export {
  NotificationBellPanel,
  type NotificationBellPanelProps,
  type NotificationBellWidgetOptions,
} from '../components/notification-bell/notification-bell-panel';
export {
  NotificationItem,
  type NotificationItemProps,
  type RenderNotificationItem,
} from '../components/notification-bell/notification-item';
export { NOTIFICATION_BELL_STYLES, NOTIFICATION_BELL_STYLE_ID } from '../components/notification-bell/notification-bell-styles';
export { ChatDock, type ChatDockProps } from '../components/chat-dock/chat-dock';
export { ChatDockPanel, type ChatDockPanelProps, type ChatDockWidgetOptions } from '../components/chat-dock/chat-dock-panel';
export { ChatWindows, type ChatWindowsProps } from '../components/chat-dock/chat-windows';
export {
  ChatWindowsPanel,
  openChat,
  type ChatWindowsOptions,
  type ChatWindowsPanelProps,
} from '../components/chat-dock/chat-windows-panel';
export { CHAT_DOCK_STYLES, CHAT_DOCK_STYLE_ID } from '../components/chat-dock/chat-dock-styles';
export { useChatContacts, CHAT_CONTACTS_PAGE_SIZE, type ChatContactsView } from '../hooks/use-chat-contacts';

// Employer console: dashboard figures and applicant inbox (resources from `createStatisticsApi` / `createApplicantsApi`).
export { EmployerConsole, type EmployerConsoleProps } from '../components/employer-console/employer-console';
export {
  APPLICATION_STATUS_LABELS,
  createEmployerConsoleClient,
  EmployerConsolePanel,
  type EmployerConsoleClient,
  type EmployerConsoleWidgetOptions,
} from '../components/employer-console/employer-console-panel';
export { EMPLOYER_CONSOLE_STYLES, EMPLOYER_CONSOLE_STYLE_ID } from '../components/employer-console/employer-console-styles';

// React: one provider for the tree and hooks for headless use, over the same SDK stores.
export { JobHubProvider, type JobHubProviderProps } from '../react/jobhub-provider';
export { useJobHub, type JobHubContextValue } from '../react/jobhub-context';
export { useSession, type SessionView } from '../react/use-session';
export { useUnreadCount, type UnreadKind } from '../react/use-unread-count';
export { useNotifications, type NotificationsView } from '../react/use-notifications';
export { useChat, type ChatView, type UseChatOptions } from '../react/use-chat';
export { useJobSearch, type JobSearchView } from '../react/use-job-search';
