import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, MASKED_CONTACT, type ApplicationStatus } from '@jobhub/sdk';
import { LazyMessageButton } from '../../realtime/lazy-realtime';
import { ApplicationStatusPill } from './shared';

/** The candidate as 'Nhắn tin cho …' names them: 'ứng viên' when the name is masked. */
export function candidateName(application: { name: string }): string {
  return application.name === MASKED_CONTACT ? 'ứng viên' : application.name;
}

/** The fields every application listing shows. */
interface ApplicationSummary {
  id: number;
  /** The candidate's user id ('Nhắn tin'). */
  user: number;
  name: string;
  created_at: string;
  status: ApplicationStatus;
  is_viewed: boolean;
}

/**
 * One application in an employer table: candidate (linking to the CV), a page-specific second
 * cell (contact details, or the post applied to), date, status and whether the CV was viewed.
 * The candidate cell also holds 'Nhắn tin' to them.
 */
export function ApplicationRow({ application, detail }: { application: ApplicationSummary; detail: ReactNode }) {
  return (
    <tr>
      <td>
        <div className="applicant-cell">
          <Link to={`/employer/cv/${application.id}`}>{application.name}</Link>
          <LazyMessageButton userId={application.user} name={candidateName(application)} className="btn btn-outline btn-sm" />
        </div>
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
