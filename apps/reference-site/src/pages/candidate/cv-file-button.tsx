import { errorMessage, type Application } from '@jobhub/sdk';
import { useState } from 'react';
import { useClient } from '../../app/client-context';
import { notify } from '../../app/notify';

const FILE_FAILED = 'Không thể tải file CV';

/**
 * The candidate's own CV file. The file is served only with the bearer token (API.md), so a plain
 * link would open a 401 page: it is fetched through the SDK and saved from a blob URL.
 */
export function CvFileButton({ application }: { application: Pick<Application, 'id' | 'cv_file_name'> }) {
  const client = useClient();
  const [pending, setPending] = useState(false);

  async function download() {
    setPending(true);
    try {
      const blob = await client.applicants.file(application.id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = application.cv_file_name || `cv-${application.id}`;
      link.click();
      // Revoke after the click has been handled, or the download would find no file.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      notify.error(errorMessage(error, FILE_FAILED));
    } finally {
      setPending(false);
    }
  }

  return (
    <button type="button" className="cand-link-button" onClick={() => void download()} disabled={pending} aria-busy={pending || undefined}>
      {application.cv_file_name || 'Tải CV'}
      <span className="visually-hidden"> (tải về)</span>
    </button>
  );
}
