import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorBox } from '../../components/error-box';

/**
 * Placeholder cards while a list loads. The shapes are hidden from assistive technology; a status
 * line says what is loading instead.
 */
export function LoadingCards({ count, label, layout = 'grid' }: { count: number; label: string; layout?: 'grid' | 'list' }) {
  return (
    <div aria-busy="true">
      <p role="status" className="jb-visually-hidden">
        {label}
      </p>
      <ul className={layout === 'grid' ? 'jb-grid' : 'jb-list'} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <span className="jb-skeleton jb-skeleton--card" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An error message with an optional retry button. */
export function ErrorAlert({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return <ErrorBox message={message} {...(onRetry ? { onRetry } : {})} />;
}

/** A calm message for an empty result, with room for a follow-up action. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="jb-empty">
      <p>
        <strong>{title}</strong>
      </p>
      {children}
    </div>
  );
}

/** A detail page's answer to a record that does not exist: heading, reason and a way onwards. */
export function NotFoundState({ heading, reason, to, linkText }: { heading: string; reason: string; to: string; linkText: string }) {
  return (
    <>
      <h1>{heading}</h1>
      <EmptyState title={reason}>
        <p>
          <Link to={to}>{linkText}</Link>
        </p>
      </EmptyState>
    </>
  );
}
