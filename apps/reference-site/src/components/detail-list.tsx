import type { ReactNode } from 'react';

/** One labelled value of a {@link DetailList}. */
export type DetailRow = readonly [label: string, value: ReactNode];

/**
 * Label/value pairs as a `<dl>` (profile, company, post details).
 *
 * @param placeholder - shown in place of an empty value; without it the value renders as is
 * @example
 * <DetailList rows={[['Email', user.email]]} placeholder={<span className="muted">Chưa cập nhật</span>} />
 */
export function DetailList({ rows, placeholder }: { rows: readonly DetailRow[]; placeholder?: ReactNode }) {
  return (
    <dl className="dl">
      {rows.map(([label, value]) => (
        // display: contents keeps dt/dd as direct grid items of .dl while React gets a keyed wrapper.
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{placeholder === undefined ? value : value || placeholder}</dd>
        </div>
      ))}
    </dl>
  );
}
