/**
 * The chat dock's stylesheet in the script-tag build, which rollup.config.ts puts in place of
 * chat-dock-styles.ts: only what the closed dock shows. The rules of the dropdown's content and of
 * the chat windows (chat-dock.css) only style the code loaded on the first opening, and come with
 * it (script-tag-chat-panels.tsx).
 */
export { CHAT_DOCK_CLOSED_STYLES as CHAT_DOCK_STYLES, CHAT_DOCK_STYLE_ID } from './chat-dock-closed-styles';
