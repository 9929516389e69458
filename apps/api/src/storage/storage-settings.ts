/**
 * Where uploads are kept: the settings of STORAGE and the S3_* variables, parsed by env.ts (the
 * only reader of process.env) and checked at start, so a half-configured bucket stops the server
 * with a message instead of failing the first upload.
 */
import { z } from 'zod';

/** The SDK's two checksum modes (`requestChecksumCalculation` / `responseChecksumValidation`). */
export type S3ChecksumMode = 'WHEN_SUPPORTED' | 'WHEN_REQUIRED';

/** An S3-compatible bucket. */
export interface S3Settings {
  kind: 's3';
  bucket: string;
  region: string;
  /** Unset → AWS's own endpoint for the region. */
  endpoint: string | undefined;
  /** Unset → the SDK's default credential chain (instance role, AWS_* variables, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `http://host/bucket/key` rather than `http://bucket.host/key` (MinIO, s3rver, most self-hosted servers). */
  forcePathStyle: boolean;
  /**
   * WHEN_SUPPORTED (the SDK's default) sends streamed uploads in the `aws-chunked` encoding with a
   * trailing checksum, which some S3-compatible servers (s3rver 3.7 among them) store undecoded:
   * the file then holds chunk headers. WHEN_REQUIRED sends plain bodies and works everywhere.
   */
  requestChecksumCalculation: S3ChecksumMode;
  responseChecksumValidation: S3ChecksumMode;
}

/** Local disk under UPLOAD_DIR (the default). */
export interface DiskSettings {
  kind: 'disk';
}

export type StorageSettings = DiskSettings | S3Settings;

const blankIsUnset = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const checksumMode = blankIsUnset.pipe(
  z
    .enum(['when_supported', 'when_required'], { error: 'must be when_supported or when_required' })
    .default('when_required')
    .transform((value) => value.toUpperCase() as S3ChecksumMode),
);

/** The variables of {@link StorageSettings}, spread into env.ts's schema. */
export const STORAGE_VARIABLES = {
  STORAGE: blankIsUnset.pipe(z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk')),
  S3_ENDPOINT: blankIsUnset.pipe(
    z
      .string()
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), { error: 'must be an http(s) URL' })
      .optional(),
  ),
  S3_BUCKET: blankIsUnset,
  S3_REGION: blankIsUnset,
  S3_ACCESS_KEY_ID: blankIsUnset,
  S3_SECRET_ACCESS_KEY: blankIsUnset,
  S3_FORCE_PATH_STYLE: blankIsUnset.pipe(
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be one of true, false, 1, 0, yes, no, on, off' })
      .optional()
      .transform((value) => value !== undefined && ['true', '1', 'yes', 'on'].includes(value)),
  ),
  S3_REQUEST_CHECKSUM_CALCULATION: checksumMode,
  S3_RESPONSE_CHECKSUM_VALIDATION: checksumMode,
};

/** Values of {@link STORAGE_VARIABLES} once parsed. */
export interface StorageVariables {
  STORAGE: 'disk' | 's3';
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
  S3_REQUEST_CHECKSUM_CALCULATION: S3ChecksumMode;
  S3_RESPONSE_CHECKSUM_VALIDATION: S3ChecksumMode;
}

/** Region when S3_REGION is unset: AWS's first, which S3-compatible servers ignore or expect. */
const DEFAULT_S3_REGION = 'us-east-1';

/**
 * The storage settings, or the problems that stop the start (one line each, like env.ts's).
 *
 * @example storageSettings({ STORAGE: 's3', S3_BUCKET: undefined, … }) // { problems: ['  S3_BUCKET="": …'] }
 */
export function storageSettings(raw: StorageVariables): { settings: StorageSettings; problems: [] } | { settings?: undefined; problems: string[] } {
  if (raw.STORAGE === 'disk') return { settings: { kind: 'disk' }, problems: [] };
  const problems: string[] = [];
  if (!raw.S3_BUCKET) problems.push('  S3_BUCKET="": STORAGE=s3 needs the bucket that holds the uploads');
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    const missing = raw.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(`  ${missing}="": S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset for the SDK's default credentials)`);
  }
  if (problems.length > 0 || !raw.S3_BUCKET) return { problems };
  return {
    settings: {
      kind: 's3',
      bucket: raw.S3_BUCKET,
      region: raw.S3_REGION ?? DEFAULT_S3_REGION,
      endpoint: raw.S3_ENDPOINT,
      credentials:
        raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY ? { accessKeyId: raw.S3_ACCESS_KEY_ID, secretAccessKey: raw.S3_SECRET_ACCESS_KEY } : undefined,
      forcePathStyle: raw.S3_FORCE_PATH_STYLE,
      requestChecksumCalculation: raw.S3_REQUEST_CHECKSUM_CALCULATION,
      responseChecksumValidation: raw.S3_RESPONSE_CHECKSUM_VALIDATION,
    },
    problems: [],
  };
}
