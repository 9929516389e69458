/**
 * Whether a signing secret (JWT_SECRET) is too easy to guess. Length alone is not enough: a
 * 40-character `changeme-changeme-…` passes any length rule, and anyone who guesses the secret can
 * sign a token for any account, admins included.
 */

/** Fewer distinct characters than this is a typed phrase or a pattern, not random bytes (base64 of 32 bytes has ~30). */
export const MIN_DISTINCT_SECRET_CHARACTERS = 16;

/**
 * Beginnings of secrets copied from examples and tutorials, compared without case and punctuation
 * (`Change-Me…`, `my_secret…`, `jwt-secret…` all match).
 */
const WELL_KNOWN_SECRET_STARTS = ['changeme', 'changethis', 'secret', 'mysecret', 'supersecret', 'yoursecret', 'jwtsecret', 'password', 'default', 'example', 'jobhub', 'qwerty', 'letmein'];

/** The shortest unit whose repetition makes up the whole string (`abcabcab` → 3), or 0 if there is none. */
function repetitionPeriod(value: string): number {
  for (let period = 1; period <= value.length / 2; period++) {
    let repeats = true;
    for (let i = period; i < value.length && repeats; i++) repeats = value[i] === value[i - period];
    if (repeats) return period;
  }
  return 0;
}

/** Share of neighbouring characters that count up or down by one (`abcd`, `9876`): keyboard and alphabet runs. */
function runShare(value: string): number {
  let steps = 0;
  for (let i = 1; i < value.length; i++) {
    if (Math.abs(value.charCodeAt(i) - value.charCodeAt(i - 1)) === 1) steps++;
  }
  return value.length > 1 ? steps / (value.length - 1) : 0;
}

/**
 * Why `secret` is too weak to sign tokens with, or undefined when it looks random enough.
 * @example weakSecretReason('changeme-changeme-changeme-changeme') // 'starts with "changeme", a well-known example value'
 * @example weakSecretReason(randomBytes(48).toString('base64')) // undefined
 */
export function weakSecretReason(secret: string): string | undefined {
  const normalized = secret.toLowerCase().replace(/[^a-z0-9]/g, '');
  const known = WELL_KNOWN_SECRET_STARTS.find((start) => normalized.startsWith(start));
  if (known) return `starts with "${known}", a well-known example value`;
  const period = repetitionPeriod(secret);
  if (period > 0) return `repeats the same ${period} characters`;
  const distinct = new Set(secret).size;
  if (distinct < MIN_DISTINCT_SECRET_CHARACTERS) return `has only ${distinct} distinct characters (random ones have ${MIN_DISTINCT_SECRET_CHARACTERS} or more)`;
  if (runShare(secret) >= 0.5) return 'is mostly runs of consecutive characters (abcd…, 1234…)';
  return undefined;
}
