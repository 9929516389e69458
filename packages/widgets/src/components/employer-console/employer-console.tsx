import { useContext } from 'react';
import { ShadowHost } from '../../mount/shadow-host';
import { JobHubContext } from '../../react/jobhub-context';
import type { JobHubThemeOption } from '../../mount/theme';
import { EmployerConsolePanel, type EmployerConsoleWidgetOptions } from './employer-console-panel';
import { EMPLOYER_CONSOLE_STYLE_ID, EMPLOYER_CONSOLE_STYLES } from './employer-console-styles';

/** Props of {@link EmployerConsole}. */
export interface EmployerConsoleProps extends Omit<EmployerConsoleWidgetOptions, 'client'> {
  /**
   * The SDK resources (`createEmployerConsoleClient(client)`); default: the enclosing
   * `<JobHubProvider>`'s, and the console then shows only while an employer is signed in.
   */
  client?: EmployerConsoleWidgetOptions['client'] | undefined;
  /** The look: `'light'`, `'dark'` or `--jh-*` overrides (colours, radius, font) set on the shadow host. */
  theme?: JobHubThemeOption | undefined;
  /** Class of the host element in the page (layout only). */
  className?: string | undefined;
}

/**
 * The JobHub employer console in its own shadow root: the dashboard figures (GET /api/statistics/)
 * and the applicant inbox (latest applicants across the latest posts, status badges). Clicking an
 * applicant hands `/employer/cv/{id}` to `onNavigate`.
 *
 * @example
 * // Inside <JobHubProvider>, like the other widgets (nothing for anyone but a signed-in employer):
 * <EmployerConsole onNavigate={(href) => navigate(href)} theme={{ primary: '#0f766e' }} />
 * // or with an app's own client, made once (not per render):
 * const consoleClient = createEmployerConsoleClient(client);
 * <EmployerConsole client={consoleClient} onNavigate={(href) => navigate(href)} />
 */
export function EmployerConsole({ theme, className, client, ...options }: EmployerConsoleProps) {
  const provided = useContext(JobHubContext);
  const user = provided?.session.status === 'authenticated' ? provided.session.user : null;
  const resources = client ?? (user?.role === 'employer' ? provided!.employerConsole : null);
  if (!resources) return null;
  return (
    <ShadowHost css={EMPLOYER_CONSOLE_STYLES} styleId={EMPLOYER_CONSOLE_STYLE_ID} theme={theme} className={className}>
      {/* Keyed by the signed-in user: another user's console starts over. */}
      <EmployerConsolePanel key={user?.user_id} {...options} client={resources} />
    </ShadowHost>
  );
}
