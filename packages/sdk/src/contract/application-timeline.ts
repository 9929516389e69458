/**
 * An application's timeline (issue 30, item 1) and who viewed a saved CV (item 6): what the
 * candidate sees of what happened to each application, so no application ends in silence.
 */
import * as z from 'zod/mini';
import { APPLICATION_STATUSES } from './applications';

/**
 * What happened: sent; the employer first opened the CV (page or file); a status change; an
 * interview scheduled; the employer reminded after APPLICATION_REMINDER_DAYS without action;
 * closed by the system after APPLICATION_AUTO_CLOSE_DAYS without action.
 */
export const APPLICATION_EVENT_KINDS = ['sent', 'cv_viewed', 'status_changed', 'interview_scheduled', 'employer_reminded', 'auto_closed'] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

/**
 * Who caused the event. `system` marks what JobHub did on its own (the reminder, the automatic
 * close), so a company's response rate counts only `employer` events.
 */
export const APPLICATION_EVENT_ACTORS = ['candidate', 'employer', 'system'] as const;
export type ApplicationEventActor = (typeof APPLICATION_EVENT_ACTORS)[number];

/** One entry of an application's timeline, oldest first. */
export const ApplicationEventSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  kind: z.enum(APPLICATION_EVENT_KINDS),
  actor: z.enum(APPLICATION_EVENT_ACTORS),
  /** The status after the event (status_changed, auto_closed); null otherwise. */
  status: z.nullable(z.enum(APPLICATION_STATUSES)),
  /** A sentence for the candidate (Vietnamese), e.g. the polite auto-close message; may be null. */
  message: z.nullable(z.string()),
  created_at: z.string(),
});
export type ApplicationEvent = z.infer<typeof ApplicationEventSchema>;

/** GET /api/cv/{id}/timeline/: the application's events, oldest first. */
export const ApplicationTimelineSchema = /* @__PURE__ */ z.object({
  application: z.number(),
  events: z.array(ApplicationEventSchema),
});
export type ApplicationTimeline = z.infer<typeof ApplicationTimelineSchema>;

/** One company that opened an application sent with a saved CV, and when it first did. */
export const CvViewerSchema = /* @__PURE__ */ z.object({
  application: z.number(),
  enterprise: z.number(),
  enterprise_name: z.string(),
  enterprise_logo: z.nullable(z.string()),
  post_title: z.string(),
  viewed_at: z.string(),
});
export type CvViewer = z.infer<typeof CvViewerSchema>;
