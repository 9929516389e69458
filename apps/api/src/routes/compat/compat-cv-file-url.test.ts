/**
 * Compatibility suite (issue 14, applications): clients of the original API read `cv_file_url`
 * and open it without a bearer header (a PDF preview in an `<iframe>`). The link is signed and
 * lives 15 minutes; only the candidate and the post's owner are given one. On every test database.
 */
import { ApplicationPageSchema, ApplicationSchema, envelope, type Application } from '@jobhub/sdk/contract';
import { beforeAll, expect, it } from 'vitest';
import { signUrl, SIGNED_URL_TTL_S } from '../../lib/signed-url';
import { describeEachDatabase, TEST_JWT_SECRET, useTestContext } from '../../test/context';
import { insertApplication, TEST_PDF } from '../../test/employer-fixtures';
import { callApi, createUser, type CreatedUser } from '../../test/helpers';
import { ownerOf, publicPosts, seedSmallCatalogue, type PostFacts } from '../../test/marketplace-fixtures';

const ApplicationResponse = envelope(ApplicationSchema);
const ApplicationPageResponse = envelope(ApplicationPageSchema);

describeEachDatabase('compatibility with clients of the original API: cv_file_url', (kind) => {
  const ctx = useTestContext(kind);
  let post: PostFacts;
  let owner: CreatedUser;

  beforeAll(async () => {
    await seedSmallCatalogue(ctx(), 4, 1);
    [post] = (await publicPosts(ctx(), 1)) as [PostFacts];
    owner = await ownerOf(ctx(), post);
  });

  const call = (method: 'GET' | 'POST', url: string, user?: CreatedUser) => callApi(ctx(), method, url, user);
  /** Opens a link as a browser frame would: no Authorization header. */
  const open = (url: string) => ctx().inject({ method: 'GET', url });
  const applied = async () => {
    const candidate = await createUser(ctx());
    const id = await insertApplication(ctx(), post.id, candidate.user.id);
    return { candidate, id };
  };
  const expectWorkingLink = async (application: Application) => {
    expect(application.cv_file_url).toMatch(new RegExp(`^/api/cv/${application.id}/file/signed/\\?expires=\\d+&signature=[\\w-]+$`));
    const file = await open(application.cv_file_url!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(TEST_PDF)).toBe(true);
  };

  it('is given to the candidate (list and detail) and opens without a token', async () => {
    const { candidate, id } = await applied();
    const page = ApplicationPageResponse.parse((await call('GET', '/api/cv/', candidate)).body).data;
    expect(page.results.map((row) => row.id)).toEqual([id]);
    await expectWorkingLink(page.results[0]!);
    await expectWorkingLink(ApplicationResponse.parse((await call('GET', `/api/cv/${id}/`, candidate)).body).data);
  });

  it("is given to the post's owner (applicants, detail, answers of their actions)", async () => {
    const { id } = await applied();
    const page = ApplicationPageResponse.parse((await call('GET', `/api/cv/post/${post.id}/`, owner)).body).data;
    const mine = page.results.find((row) => row.id === id)!;
    await expectWorkingLink(mine);
    await expectWorkingLink(ApplicationResponse.parse((await call('GET', `/api/cv/${id}/`, owner)).body).data);
    await expectWorkingLink(ApplicationResponse.parse((await call('POST', `/api/cv/mark-as-viewed/${id}/`, owner)).body).data);
  });

  it('is given to nobody else: other users get 404 and no link anywhere', async () => {
    const { id } = await applied();
    for (const other of [await createUser(ctx()), await createUser(ctx(), { role: 'employer' }), await createUser(ctx(), { role: 'admin' })]) {
      const detail = await call('GET', `/api/cv/${id}/`, other);
      expect(detail.status).toBe(404);
      expect(JSON.stringify(detail.body)).not.toContain('/file/signed/');
      const list = await call('GET', '/api/cv/', other);
      expect(JSON.stringify(list.body)).not.toContain(`/api/cv/${id}/`);
    }
    expect(JSON.stringify((await call('GET', `/api/post/${post.id}/`)).body)).not.toContain('/file/signed/');
  });

  it('expires after 15 minutes', async () => {
    const { candidate, id } = await applied();
    const { cv_file_url: url } = ApplicationResponse.parse((await call('GET', `/api/cv/${id}/`, candidate)).body).data;
    const expires = Number(new URLSearchParams(url!.split('?')[1]).get('expires'));
    expect(expires).toBe(Math.floor(ctx().clock.now().getTime() / 1000) + SIGNED_URL_TTL_S);
    ctx().clock.advance(SIGNED_URL_TTL_S * 1000 - 1000);
    try {
      expect((await open(url!)).statusCode).toBe(200);
      ctx().clock.advance(1000);
      const late = await open(url!);
      expect(late.statusCode).toBe(403);
      expect(late.json()).toMatchObject({ status: 403, message: 'Liên kết tệp CV không hợp lệ hoặc đã hết hạn' });
    } finally {
      ctx().clock.advance(-SIGNED_URL_TTL_S * 1000);
    }
  });

  it('refuses a tampered, moved, unsigned or foreign-key link with 403; a gone application is 404', async () => {
    const { candidate, id } = await applied();
    const { cv_file_url: url } = ApplicationResponse.parse((await call('GET', `/api/cv/${id}/`, candidate)).body).data;
    const [path, query] = url!.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const signature = params.get('signature')!;
    const expires = params.get('expires')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const other = await applied();
    const refused = [
      `${path}?expires=${expires}&signature=${flipped}`,
      `${path}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/api/cv/${other.id}/file/signed/?expires=${expires}&signature=${signature}`,
      `${path}?expires=${expires}`,
      path,
      signUrl('another-secret-another-secret-another-secret', path, ctx().clock.now()),
    ];
    for (const link of refused) expect((await open(link)).statusCode, link).toBe(403);
    expect((await open(signUrl(TEST_JWT_SECRET, path, ctx().clock.now()))).statusCode).toBe(200);
    expect((await open(signUrl(TEST_JWT_SECRET, '/api/cv/2000000000/file/signed/', ctx().clock.now()))).statusCode).toBe(404);
  });
});
