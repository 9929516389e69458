/**
 * Issue 29: two API processes with no shared disk serve every upload through an S3-compatible
 * bucket (s3rver started by the test). Both apps share the database, as two machines would, and
 * each has its own UPLOAD_DIR (only staging): whatever one stores, the other serves, to those
 * allowed and no one else.
 */
import { readdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiErrorBodySchema, ApplicationSchema, EnterpriseSchema, SavedCvSchema, envelope } from '@jobhub/sdk/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { companyLogoSvg, writeCompanyImages } from '../db/seed-images';
import { selectRows } from '../repositories/sql-rows';
import { MSG_APPLICATION_NOT_FOUND } from '../routes/applications/applications.messages';
import { TEST_PNG, multipartForm, type FormFile } from '../test/application-fixtures';
import { createTestContext, describeEachDatabase, type TestContext } from '../test/context';
import { TEST_PDF, VIETNAM_MORNING, createEmployer, createEmployerSetup, insertPost, type TestCatalogue, type TestEmployer } from '../test/employer-fixtures';
import { createUser, type CreatedUser } from '../test/helpers';
import { startS3Peer, type S3Peer } from '../test/s3-peer';
import { IMMUTABLE } from '../plugins/cdn-files';

const Applied = envelope(ApplicationSchema);
const Saved = envelope(SavedCvSchema);
const Company = envelope(EnterpriseSchema);

/** Every file under `dir` (the staging of uploads: it must be empty once an upload is stored). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describeEachDatabase('uploads on S3 across two API processes', (kind) => {
  let peer: S3Peer;
  let a: TestContext;
  let b: FastifyInstance;
  let bDir: string;
  let catalogue: TestCatalogue;
  let employer: TestEmployer;

  beforeAll(async () => {
    peer = await startS3Peer();
    a = await createTestContext(kind, { now: VIETNAM_MORNING, env: peer.env });
    // The second process: same database and bucket, its own data and upload directories.
    bDir = await mkdtemp(join(tmpdir(), 'jobhub-second-api-'));
    b = await buildApp({ env: { ...a.env, DATA_DIR: bDir, UPLOAD_DIR: join(bDir, 'uploads') }, database: a.database, clock: a.clock });
    await b.ready();
    ({ catalogue, employer } = await createEmployerSetup(a));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await peer?.close();
    await rm(bDir, { recursive: true, force: true });
  });

  const send = (app: FastifyInstance, options: InjectOptions) => app.inject(options);
  const upload = (app: FastifyInstance, url: string, user: CreatedUser, fields: Record<string, string>, files: Record<string, FormFile>) => {
    const { payload, headers } = multipartForm(fields, files);
    return send(app, { method: 'POST', url, payload, headers: { ...headers, ...user.headers } });
  };
  const applyFields = (postId: number, extra: Record<string, string> = {}) => ({
    post: String(postId),
    name: 'Trần Thị Ứng Viên',
    email: 'ung.vien@example.vn',
    phone_number: '0912 345 678',
    ...extra,
  });
  const cvPathOf = async (applicationId: number) =>
    (await selectRows<{ cv_path: string }>(a.database.db, sql`select cv_path from applications where id = ${applicationId}`))[0]!.cv_path;

  it('stores the app’s storage kind from STORAGE=s3', () => {
    expect(a.app.storage.kind).toBe('s3');
    expect(b.storage.kind).toBe('s3');
  });

  it('serves a CV sent to one process from the other, byte for byte, to the candidate and the post owner only', async () => {
    const candidate = await createUser(a);
    const postId = await insertPost(a, employer, catalogue);
    const created = await upload(a.app, '/api/cv/create/', candidate, applyFields(postId), { cv: { name: 'ho-so.pdf', body: TEST_PDF, type: 'application/pdf' } });
    expect(created.statusCode, created.body).toBe(201);
    const application = Applied.parse(created.json()).data;
    // In the bucket exactly as sent, and on neither process's disk.
    expect((await peer.storedBytes(await cvPathOf(application.id))).equals(TEST_PDF)).toBe(true);
    expect(await filesUnder(a.env.UPLOAD_DIR)).toEqual([]);
    expect(await filesUnder(join(bDir, 'uploads'))).toEqual([]);

    for (const user of [candidate, employer]) {
      const file = await send(b, { method: 'GET', url: `/api/cv/${application.id}/file/`, headers: user.headers });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['content-length']).toBe(String(TEST_PDF.length));
      expect(file.rawPayload.equals(TEST_PDF)).toBe(true);
    }
    for (const stranger of [await createUser(a), await createEmployer(a)]) {
      const refused = await send(b, { method: 'GET', url: `/api/cv/${application.id}/file/`, headers: stranger.headers });
      expect(refused.statusCode).toBe(404);
      expect(ApiErrorBodySchema.parse(refused.json()).message).toBe(MSG_APPLICATION_NOT_FOUND);
    }
    expect((await send(b, { method: 'GET', url: `/api/cv/${application.id}/file/` })).statusCode).toBe(401);
  });

  it('copies a saved CV inside the bucket when applying with it from the other process', async () => {
    const candidate = await createUser(a);
    const saved = await upload(b, '/api/profile/cvs/', candidate, {}, { cv: { name: 'thu-vien.pdf', body: TEST_PDF, type: 'application/pdf' } });
    expect(saved.statusCode, saved.body).toBe(201);
    const savedCv = Saved.parse(saved.json()).data;
    const mine = await send(a.app, { method: 'GET', url: `/api/profile/cvs/${savedCv.id}/file/`, headers: candidate.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(TEST_PDF)).toBe(true);
    const other = await send(a.app, { method: 'GET', url: `/api/profile/cvs/${savedCv.id}/file/`, headers: (await createUser(a)).headers });
    expect(other.statusCode).toBe(404);

    const applied = await upload(a.app, '/api/cv/create/', candidate, applyFields(await insertPost(a, employer, catalogue), { saved_cv_id: String(savedCv.id) }), {});
    expect(applied.statusCode, applied.body).toBe(201);
    const application = Applied.parse(applied.json()).data;
    const file = await send(b, { method: 'GET', url: `/api/cv/${application.id}/file/`, headers: employer.headers });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(TEST_PDF)).toBe(true);
  });

  it('answers 404, not a 500, when a CV is gone from the bucket', async () => {
    const candidate = await createUser(a);
    const created = await upload(a.app, '/api/cv/create/', candidate, applyFields(await insertPost(a, employer, catalogue)), { cv: { name: 'cv.pdf', body: TEST_PDF, type: 'application/pdf' } });
    const application = Applied.parse(created.json()).data;
    await a.app.storage.delete([await cvPathOf(application.id)]);
    const gone = await send(b, { method: 'GET', url: `/api/cv/${application.id}/file/`, headers: candidate.headers });
    expect(gone.statusCode).toBe(404);
  });

  it('serves a logo sent to one process from the other with long caching, and a certificate to its owner only', async () => {
    const owner = await createUser(a, { role: 'employer' });
    const created = await upload(a.app, '/api/enterprises/create/', owner, { company_name: 'Công ty TNHH Hai Máy' }, {
      logo: { name: 'logo.png', body: TEST_PNG, type: 'image/png' },
      business_certificate: { name: 'giay-phep.pdf', body: TEST_PDF, type: 'application/pdf' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const company = Company.parse(created.json()).data;
    expect(company.logo).toMatch(/^\/uploads\/enterprises\/[0-9a-f]{32}\.png$/);
    const logo = await send(b, { method: 'GET', url: company.logo! });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe(IMMUTABLE);
    expect(logo.rawPayload.equals(TEST_PNG)).toBe(true);
    const head = await send(b, { method: 'HEAD', url: company.logo! });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(TEST_PNG.length));
    expect(head.rawPayload.length).toBe(0);

    const certificate = await send(b, { method: 'GET', url: '/api/enterprises/user/certificate/', headers: owner.headers });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['cache-control']).toBe('private, no-store');
    expect(certificate.rawPayload.equals(TEST_PDF)).toBe(true);
    const certificateKey = (await selectRows<{ business_certificate: string }>(a.database.db, sql`select business_certificate from enterprises where id = ${company.id}`))[0]!
      .business_certificate;
    expect(certificateKey).toMatch(/^private\//);
    // A private key is never reachable through the public path, however it is spelled.
    for (const url of [`/uploads/${certificateKey}`, `/uploads/../${certificateKey}`, `/uploads/%2e%2e/${certificateKey}`, '/uploads/', '/uploads/enterprises/']) {
      expect((await send(b, { method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('serves the seed’s drawn logos from the bucket', async () => {
    const keys = await writeCompanyImages(b.storage, 'Công ty TNHH Sao Việt');
    const logo = await send(a.app, { method: 'GET', url: `/uploads/${keys.logo.slice('public/'.length)}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toBe(companyLogoSvg('Công ty TNHH Sao Việt'));
  });

  it('draws a post’s OG card with its logo read from the bucket', async () => {
    const company = await createEmployer(a);
    const key = `public/seed/og-s3-${company.enterpriseId}.svg`;
    await a.database.db.execute(sql`update enterprises set logo = ${key} where id = ${company.enterpriseId}`);
    const postId = await insertPost(a, company, catalogue);
    // Before the logo is in the bucket, process A draws the letter tile…
    const withoutLogo = await send(a.app, { method: 'GET', url: `/og/job/${postId}.png` });
    expect(withoutLogo.statusCode).toBe(200);
    // …then process B (its own card cache) draws the logo that process A stored.
    await a.app.storage.write(key, companyLogoSvg('Ngôi Sao Xanh'));
    const withLogo = await send(b, { method: 'GET', url: `/og/job/${postId}.png` });
    expect(withLogo.statusCode).toBe(200);
    expect(withLogo.headers['content-type']).toBe('image/png');
    expect(withLogo.headers.etag).not.toBe(withoutLogo.headers.etag);
  });
});
