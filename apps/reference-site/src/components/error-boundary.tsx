import { createLogger } from '@jobhub/sdk';
import { Component, type ErrorInfo, type ReactNode } from 'react';

const log = createLogger('jobhub-site');

interface Props {
  /** Changing it clears the error (the shell passes the location key). */
  resetKey: string;
  children: ReactNode;
}

/** Catches render errors and failed page chunk loads, so one page cannot blank the whole app. */
export class PageErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    log.error('page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="container not-found" role="alert">
        <h1>Đã xảy ra lỗi</h1>
        <p className="muted">Vui lòng tải lại trang hoặc thử lại sau.</p>
        <a href="/" className="btn btn-primary">
          Về trang chủ
        </a>
      </div>
    );
  }
}

/** Renders nothing when a side part (e.g. the lazy real-time widgets) fails, so the page stays usable. */
export class QuietErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    log.error('widget failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? null : this.props.children;
  }
}
