import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, type ApplicationStatus } from '@jobhub/sdk';
import { ApplicationStatusPill } from './shared';

/** The fields every application listing shows. */
interface ApplicationSummary {
  id: number;
  name: string;
  created_at: string;
  status: ApplicationStatus;
  is_viewed: boolean;
}

/**
 * One application in an employer table: candidate (linking to the CV), a page-specific second
 * cell (contact details, or the post applied to), date, status and whether the CV was viewed.
 */
export function ApplicationRow({ application, detail }: { application: ApplicationSummary; detail: ReactNode }) {
  return (
    <tr>
      <td>
        <Link to={`/employer/cv/${application.id}`}>{application.name}</Link>
      </td>
      <td>{detail}</td>
      <td>{formatDate(application.created_at)}</td>
      <td>
        <ApplicationStatusPill status={application.status} />
      </td>
      <td>{application.is_viewed ? 'Đã xem' : 'Chưa xem'}</td>
    </tr>
  );
}
