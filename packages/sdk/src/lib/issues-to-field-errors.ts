/** A validation issue as zod reports it (only the parts used here). */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Turns validation issues into the API's field errors `{ field: [message, ...] }`, so client-side
 * and server-side refusals reach forms in one shape. Issues without a path go under `_`.
 *
 * @example
 * issuesToFieldErrors([{ path: ['email'], message: 'Email không hợp lệ' }]); // { email: ['Email không hợp lệ'] }
 */
export function issuesToFieldErrors(issues: readonly IssueLike[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
