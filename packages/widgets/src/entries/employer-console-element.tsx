/**
 * `<jobhub-employer-console>` of the CDN delivery: the dashboard figures and the applicant inbox
 * of the signed-in employer; nothing for anyone else (signed out, candidates, admins).
 *
 * Attributes (live): `api-base`, `cv-href` (CV page template with '{id}'; default: the JobHub
 * site's `/employer/cv/{id}`), `inbox-limit` (default 8), `theme`. Events: the cancelable
 * `jobhub:navigate`, `jobhub:auth-expired`.
 */
import { useStore } from '@nanostores/react';
import { createEmployerConsoleClient, EmployerConsolePanel } from '../components/employer-console/employer-console-panel';
import { EMPLOYER_CONSOLE_STYLE_ID, EMPLOYER_CONSOLE_STYLES } from '../components/employer-console/employer-console-styles';
import { navigateFrom } from './runtime';
import { watchAuth } from './auth-expired';
import { engineFor, type RealtimeEngine } from './session-engine';
import { defineElement } from './widget-element';

export const TAG = 'jobhub-employer-console';

const consoleClientOf = (engine: RealtimeEngine) => engine.store('employer-console', () => createEmployerConsoleClient(engine.client));

/** A positive whole number from an attribute, else undefined (the console's default). */
function limitOf(value: string | null): number | undefined {
  const limit = Number(value);
  return Number.isInteger(limit) && limit > 0 ? limit : undefined;
}

/** The console of the signed-in employer; nothing for anyone else. */
function ElementEmployerConsole({ engine, host }: { engine: RealtimeEngine; host: HTMLElement }) {
  const session = useStore(engine.client.$session);
  if (session.status !== 'authenticated' || session.user.role !== 'employer') return null;
  const template = host.getAttribute('cv-href');
  return (
    <EmployerConsolePanel
      key={session.user.user_id}
      client={consoleClientOf(engine)}
      cvHref={(id) => (template ? template.replace('{id}', encodeURIComponent(String(id))) : `${engine.apiBase}/employer/cv/${id}`)}
      inboxLimit={limitOf(host.getAttribute('inbox-limit'))}
      onNavigate={(href) => navigateFrom(host, href)}
    />
  );
}

/** Defines the element; the loader calls it once the runtime has the page's `init` options. */
export function define(): void {
  defineElement(TAG, {
    attributes: ['cv-href', 'inbox-limit'],
    css: EMPLOYER_CONSOLE_STYLES,
    styleId: EMPLOYER_CONSOLE_STYLE_ID,
    watchAuth,
    render: (host, apiBase) => <ElementEmployerConsole engine={engineFor(apiBase)} host={host} />,
  });
}
