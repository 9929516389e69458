/** Largest id the API accepts (a Postgres integer); larger ids cannot exist. */
const MAX_ID = 2_147_483_647;

/**
 * Reads a positive integer id from a route parameter, or null when it cannot name a record
 * (the page then shows its not-found state without asking the API).
 *
 * @example
 * parseRouteId('42'); // 42
 * parseRouteId('abc'); // null
 */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** True when an SDK error is the API's 404 answer. */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
}
