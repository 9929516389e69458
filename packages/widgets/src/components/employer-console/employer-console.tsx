import { ShadowHost } from '../../mount/shadow-host';
import type { JobHubThemeOption } from '../../mount/theme';
import { EmployerConsolePanel, type EmployerConsoleWidgetOptions } from './employer-console-panel';
import { EMPLOYER_CONSOLE_STYLE_ID, EMPLOYER_CONSOLE_STYLES } from './employer-console-styles';

/** Props of {@link EmployerConsole}. */
export interface EmployerConsoleProps extends EmployerConsoleWidgetOptions {
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
 * // Once per signed-in app (not per render):
 * const consoleClient = { statistics: createStatisticsApi(client), applicants: createApplicantsApi(client) };
 *
 * <EmployerConsole client={consoleClient} onNavigate={(href) => navigate(href)} theme={{ primary: '#0f766e' }} />
 */
export function EmployerConsole({ theme, className, ...options }: EmployerConsoleProps) {
  return (
    <ShadowHost css={EMPLOYER_CONSOLE_STYLES} styleId={EMPLOYER_CONSOLE_STYLE_ID} theme={theme} className={className}>
      <EmployerConsolePanel {...options} />
    </ShadowHost>
  );
}
