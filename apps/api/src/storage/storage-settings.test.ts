import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../env';

const S3 = { STORAGE: 's3', S3_BUCKET: 'jobhub-uploads' };

describe('storage settings (STORAGE, S3_*)', () => {
  it('keeps uploads on disk unless STORAGE=s3', () => {
    expect(parseEnv({}).STORAGE).toEqual({ kind: 'disk' });
    expect(parseEnv({ STORAGE: 'disk', S3_BUCKET: 'ignored' }).STORAGE).toEqual({ kind: 'disk' });
  });

  it('reads a bucket with its defaults: AWS region, virtual-host style, plain bodies', () => {
    expect(parseEnv(S3).STORAGE).toEqual({
      kind: 's3',
      bucket: 'jobhub-uploads',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });

  it('reads every S3_* variable', () => {
    const env = parseEnv({
      ...S3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'ap-southeast-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_REQUEST_CHECKSUM_CALCULATION: 'when_supported',
      S3_RESPONSE_CHECKSUM_VALIDATION: 'when_supported',
    });
    expect(env.STORAGE).toEqual({
      kind: 's3',
      bucket: 'jobhub-uploads',
      region: 'ap-southeast-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_SUPPORTED',
      responseChecksumValidation: 'WHEN_SUPPORTED',
    });
  });

  it('stops the start when STORAGE=s3 has no bucket, or half the credentials, without printing the secret', () => {
    expect(() => parseEnv({ STORAGE: 's3' })).toThrow(EnvError);
    expect(() => parseEnv({ STORAGE: 's3' })).toThrow(/S3_BUCKET="": STORAGE=s3 needs the bucket/);
    expect(() => parseEnv({ ...S3, S3_SECRET_ACCESS_KEY: 'top-secret-value' })).toThrow(/S3_ACCESS_KEY_ID="": S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => parseEnv({ ...S3, S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY=""/);
    try {
      parseEnv({ ...S3, STORAGE: 'bucket', S3_SECRET_ACCESS_KEY: 'top-secret-value' });
    } catch (error) {
      expect((error as Error).message).toContain('STORAGE="bucket": must be disk or s3');
      expect((error as Error).message).not.toContain('top-secret-value');
    }
  });

  it('names a bad endpoint, path-style flag or checksum mode', () => {
    expect(() => parseEnv({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT="minio:9000": must be an http\(s\) URL/);
    expect(() => parseEnv({ ...S3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE="maybe"/);
    expect(() => parseEnv({ ...S3, S3_REQUEST_CHECKSUM_CALCULATION: 'always' })).toThrow(/must be when_supported or when_required/);
  });
});
