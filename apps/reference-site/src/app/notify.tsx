import { useSyncExternalStore, type ReactNode } from 'react';
import type { ToastOptions } from 'react-toastify';

/**
 * Toasts through react-toastify, loaded on the first toast so that it stays out of the first
 * visit's JavaScript. Toasts raised before the container mounts are queued by react-toastify.
 */
type Toastify = typeof import('react-toastify');

let toastify: Promise<Toastify> | null = null;
let requested = false;
const listeners = new Set<() => void>();

/** Loads react-toastify (once) and asks the shell to mount the container. */
export function loadToastify(): Promise<Toastify> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  toastify ??= import('react-toastify');
  return toastify;
}

type Kind = 'success' | 'error' | 'warning' | 'info';

function show(kind: Kind, message: ReactNode, options?: ToastOptions): void {
  void loadToastify().then(({ toast }) => toast[kind](message, options));
}

/** The app's toast calls (SPEC §9 settings live on the container, see toaster.tsx). */
export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** A toast with a title line and a body (e.g. SPEC §9 'Tin nhắn mới'). */
  titled: (title: string, body: string, options?: ToastOptions) =>
    show(
      'info',
      <div className="toast-titled">
        <strong>{title}</strong>
        <span>{body}</span>
      </div>,
      options,
    ),
};

/** True once any toast was requested: the shell then mounts the (lazy) toast container. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => requested,
  );
}
