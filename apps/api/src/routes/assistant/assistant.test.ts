import {
  ApiErrorBodySchema,
  AssistantReplySchema,
  AssistantSessionDetailSchema,
  AssistantSessionSchema,
  AssistantStreamEventSchema,
  MessageEnvelopeSchema,
  envelope,
  type AssistantStreamEvent,
} from '@jobhub/sdk/contract';
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { NOTHING_FOUND, type Assistant, type AssistantContext, type AssistantEvent } from '../../assistant/assistant';
import { describeEachDatabase, useTestContext } from '../../test/context';
import { callApi, createUser, type CreatedUser } from '../../test/helpers';
import { makeNotPublic, publicPosts, seedSmallCatalogue } from '../../test/marketplace-fixtures';
import { ASSISTANT_QUESTIONS_PER_MINUTE, MSG_ASSISTANT_FAILED, MSG_NEW_SESSION_TITLE, MSG_SESSION_NOT_FOUND } from './assistant.handlers';

const SessionResponse = envelope(AssistantSessionSchema);
const SessionsResponse = envelope(z.array(AssistantSessionSchema));
const DetailResponse = envelope(AssistantSessionDetailSchema);
const ReplyResponse = envelope(AssistantReplySchema);

/**
 * A test-only assistant with scripted answers (the real ones are apps/api/src/assistant's):
 * - 'jobs …': text, the jobs in `script.cited`, more text;
 * - 'wait …': one text part, then waits until the asker goes away;
 * - 'fail …': one text part, then throws;
 * - 'silent …': no event at all;
 * - anything else: echoes the question.
 * Every context it is given is kept in `seen`.
 */
function scriptedAssistant(script: { cited: number[]; seen: { question: string; context: AssistantContext }[] }): Assistant {
  return {
    async *reply(question, context, signal): AsyncIterable<AssistantEvent> {
      script.seen.push({ question, context });
      if (question.startsWith('jobs')) {
        yield { type: 'text', text: 'Các việc phù hợp: ' };
        yield { type: 'jobs', post_ids: script.cited };
        yield { type: 'text', text: script.cited.map((id) => `[việc ${id}](/job/${id})`).join(', ') };
      } else if (question.startsWith('wait')) {
        yield { type: 'text', text: 'Phần đầu của câu trả lời' };
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      } else if (question.startsWith('fail')) {
        yield { type: 'text', text: 'Một nửa' };
        throw new Error('model unavailable');
      } else if (!question.startsWith('silent')) {
        yield { type: 'text', text: `Bạn hỏi: ${question}` };
      }
    },
  };
}

/** The events of a `text/event-stream` body, in order. */
function parseEvents(body: string): AssistantStreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.includes('data: '))
    .map((block) => {
      const name = /^event: (.+)$/m.exec(block)?.[1];
      const event = AssistantStreamEventSchema.parse(JSON.parse(/^data: (.+)$/m.exec(block)![1]!));
      expect(event.type).toBe(name);
      return event;
    });
}

describeEachDatabase('JobHub AI', (kind) => {
  const script = { cited: [] as number[], seen: [] as { question: string; context: AssistantContext }[] };
  const ctx = useTestContext(kind, { assistant: scriptedAssistant(script) });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: CreatedUser, payload?: unknown) => callApi(ctx(), method, url, user, payload);
  let openIds: number[];
  let hiddenId: number;

  beforeAll(async () => {
    await seedSmallCatalogue(ctx());
    const posts = await publicPosts(ctx(), 4);
    openIds = posts.slice(0, 3).map((post) => post.id);
    hiddenId = posts[3]!.id;
    await makeNotPublic(ctx(), hiddenId, 'hidden');
    script.cited = [openIds[0]!, hiddenId, openIds[1]!, openIds[2]!];
  });

  // As a browser asks: the answer must still come as plain frames (compression plugins/compression.ts).
  const stream = async (user: CreatedUser, payload: unknown) => {
    const headers = { ...user.headers, 'accept-encoding': 'gzip, deflate, br' };
    return ctx().inject({ method: 'POST', url: '/api/gemini-chat/stream/', headers, payload: payload as object });
  };

  describe('sessions', () => {
    it('creates, lists, renames and deletes the caller’s sessions', async () => {
      const me = await createUser(ctx());
      const created = await call('POST', '/api/gemini-chat/sessions/create/', me, {});
      expect(created.status).toBe(201);
      const session = SessionResponse.parse(created.body).data;
      expect(session).toMatchObject({ title: MSG_NEW_SESSION_TITLE, preview: null });
      const named = SessionResponse.parse((await call('POST', '/api/gemini-chat/sessions/create/', me, { title: '  Lương kế toán  ' })).body).data;
      expect(named.title).toBe('Lương kế toán');

      const list = SessionsResponse.parse((await call('GET', '/api/gemini-chat/sessions/', me)).body).data;
      expect(list.map((row) => row.id).sort()).toEqual([session.id, named.id].sort());

      const renamed = await call('PUT', `/api/gemini-chat/sessions/${session.id}/update-title/`, me, { title: 'Việc React' });
      expect(renamed.status).toBe(200);
      expect(SessionResponse.parse(renamed.body).data.title).toBe('Việc React');

      const deleted = await call('DELETE', `/api/gemini-chat/sessions/${session.id}/delete/`, me);
      expect(deleted.status).toBe(200);
      expect(MessageEnvelopeSchema.parse(deleted.body).message).toBe('Đã xoá cuộc trò chuyện');
      const after = SessionsResponse.parse((await call('GET', '/api/gemini-chat/sessions/', me)).body).data;
      expect(after.map((row) => row.id)).toEqual([named.id]);
      expect((await call('GET', `/api/gemini-chat/sessions/${session.id}/`, me)).status).toBe(404);
    });

    it('answers 404 for another user’s session, whatever the call, and 401 to guests', async () => {
      const owner = await createUser(ctx());
      const other = await createUser(ctx(), { role: 'employer' });
      const { data: session } = ReplyResponse.parse((await call('POST', '/api/gemini-chat/send-message/', owner, { message: 'Xin chào' })).body);
      const id = session.session_id;
      const attempts = [
        await call('GET', `/api/gemini-chat/sessions/${id}/`, other),
        await call('PUT', `/api/gemini-chat/sessions/${id}/update-title/`, other, { title: 'Của tôi' }),
        await call('DELETE', `/api/gemini-chat/sessions/${id}/delete/`, other),
        await call('POST', '/api/gemini-chat/send-message/', other, { message: 'Xem giúp', session_id: id }),
        await call('POST', '/api/gemini-chat/stream/', other, { message: 'Xem giúp', session_id: id }),
      ];
      for (const response of attempts) {
        expect(response.status).toBe(404);
        expect(ApiErrorBodySchema.parse(response.body).message).toBe(MSG_SESSION_NOT_FOUND);
      }
      const mine = DetailResponse.parse((await call('GET', `/api/gemini-chat/sessions/${id}/`, owner)).body).data;
      expect(mine.messages.map((message) => message.content)).toEqual(['Xin chào', 'Bạn hỏi: Xin chào']);
      expect(SessionsResponse.parse((await call('GET', '/api/gemini-chat/sessions/', other)).body).data).toEqual([]);
      for (const [method, url] of [
        ['GET', '/api/gemini-chat/sessions/'],
        ['POST', '/api/gemini-chat/send-message/'],
        ['POST', '/api/gemini-chat/stream/'],
      ] as const) {
        expect((await call(method, url, undefined, method === 'POST' ? { message: 'Xin chào' } : undefined)).status).toBe(401);
      }
    });
  });

  describe('asking', () => {
    it('stores both turns, titles a new session from its first question and hands the history to the assistant', async () => {
      const me = await createUser(ctx());
      const question = 'Cách viết CV cho sinh viên mới ra trường khi chưa có kinh nghiệm làm việc thực tế nào';
      const first = await call('POST', '/api/gemini-chat/send-message/', me, { message: `  ${question} ` });
      expect(first.status).toBe(200);
      const reply = ReplyResponse.parse(first.body).data;
      expect(reply.response).toBe(`Bạn hỏi: ${question}`);
      const second = ReplyResponse.parse((await call('POST', '/api/gemini-chat/send-message/', me, { message: 'Còn gì nữa?', session_id: reply.session_id })).body).data;
      expect(second.session_id).toBe(reply.session_id);
      const last = script.seen.at(-1)!;
      expect(last.question).toBe('Còn gì nữa?');
      expect(last.context.userId).toBe(me.user.id);
      expect(last.context.history).toEqual([
        { role: 'user', content: question },
        { role: 'assistant', content: `Bạn hỏi: ${question}` },
      ]);

      const detail = DetailResponse.parse((await call('GET', `/api/gemini-chat/sessions/${reply.session_id}/`, me)).body).data;
      expect(detail.title).toBe('Cách viết CV cho sinh viên mới ra trường khi chưa có kinh…');
      expect(detail.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
      expect(detail.preview).toBe('Bạn hỏi: Còn gì nữa?');
      const [listed] = SessionsResponse.parse((await call('GET', '/api/gemini-chat/sessions/', me)).body).data;
      expect(listed).toMatchObject({ id: reply.session_id, preview: 'Bạn hỏi: Còn gì nữa?' });
    });

    it('gives a session created empty the title of its first question', async () => {
      const me = await createUser(ctx());
      const session = SessionResponse.parse((await call('POST', '/api/gemini-chat/sessions/create/', me, {})).body).data;
      await call('POST', '/api/gemini-chat/send-message/', me, { message: 'Lương kế toán ở Đà Nẵng bao nhiêu?', session_id: session.id });
      const detail = DetailResponse.parse((await call('GET', `/api/gemini-chat/sessions/${session.id}/`, me)).body).data;
      expect(detail.title).toBe('Lương kế toán ở Đà Nẵng bao nhiêu?');
    });

    it('stores NOTHING_FOUND when the assistant says nothing', async () => {
      const me = await createUser(ctx());
      const reply = ReplyResponse.parse((await call('POST', '/api/gemini-chat/send-message/', me, { message: 'silent please' })).body).data;
      expect(reply.response).toBe(NOTHING_FOUND);
    });

    it('refuses empty and over-long questions and titles with Vietnamese field errors', async () => {
      const me = await createUser(ctx());
      for (const [url, payload, field, text] of [
        ['/api/gemini-chat/send-message/', { message: '   ' }, 'message', 'Vui lòng nhập câu hỏi'],
        ['/api/gemini-chat/send-message/', {}, 'message', 'Vui lòng nhập câu hỏi'],
        ['/api/gemini-chat/stream/', { message: 'a'.repeat(2001) }, 'message', 'Câu hỏi tối đa 2000 ký tự'],
        ['/api/gemini-chat/send-message/', { message: 'Xin chào', session_id: 'abc' }, 'session_id', 'Mã không hợp lệ'],
        ['/api/gemini-chat/sessions/create/', { title: 'x'.repeat(201) }, 'title', 'Tiêu đề tối đa 200 ký tự'],
      ] as const) {
        const response = await call('POST', url, me, payload);
        expect(response.status, url).toBe(400);
        const body = ApiErrorBodySchema.parse(response.body);
        expect(body.message).toBe('Dữ liệu không hợp lệ');
        expect(body.errors?.[field]).toEqual([text]);
      }
      const session = SessionResponse.parse((await call('POST', '/api/gemini-chat/sessions/create/', me, {})).body).data;
      const rename = await call('PUT', `/api/gemini-chat/sessions/${session.id}/update-title/`, me, { title: ' ' });
      expect(rename.status).toBe(400);
      expect(ApiErrorBodySchema.parse(rename.body).errors?.title).toEqual(['Vui lòng nhập tiêu đề']);
      expect(a2001Stored(await call('GET', '/api/gemini-chat/sessions/', me))).toBe(false);
    });

    it(`limits a user to ${ASSISTANT_QUESTIONS_PER_MINUTE} questions a minute (429 with retry_after), per user`, async () => {
      const me = await createUser(ctx());
      const other = await createUser(ctx());
      for (let index = 0; index < ASSISTANT_QUESTIONS_PER_MINUTE; index += 1) {
        expect((await call('POST', '/api/gemini-chat/send-message/', me, { message: `Câu ${index}` })).status).toBe(200);
      }
      for (const url of ['/api/gemini-chat/send-message/', '/api/gemini-chat/stream/']) {
        const refused = await call('POST', url, me, { message: 'Thêm một câu' });
        expect(refused.status).toBe(429);
        const body = ApiErrorBodySchema.parse(refused.body);
        expect(body.message).toMatch(/^Bạn đã hỏi JobHub AI quá 20 câu trong một phút\. Vui lòng thử lại sau \d+ giây\.$/);
        expect(body.retry_after).toBeGreaterThan(0);
        expect(body.retry_after).toBeLessThanOrEqual(60);
      }
      expect((await call('POST', '/api/gemini-chat/send-message/', other, { message: 'Tôi thì được' })).status).toBe(200);
      ctx().clock.advance(61_000);
      expect((await call('POST', '/api/gemini-chat/send-message/', me, { message: 'Một phút sau' })).status).toBe(200);
    });
  });

  describe('streaming', () => {
    it('streams session, text, jobs (open posts only, with cards), text, done in order and stores the answer', async () => {
      const me = await createUser(ctx());
      const response = await stream(me, { message: 'jobs React Hà Nội' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const events = parseEvents(response.body);
      expect(events.map((event) => event.type)).toEqual(['session', 'text', 'jobs', 'text', 'done']);
      const [session, , jobs, , done] = events;
      const expected = [openIds[0]!, openIds[1]!, openIds[2]!];
      if (session?.type !== 'session' || jobs?.type !== 'jobs' || done?.type !== 'done') throw new Error('unexpected events');
      expect(session.title).toBe('jobs React Hà Nội');
      expect(jobs.post_ids).toEqual(expected);
      expect(jobs.jobs.map((job) => job.id)).toEqual(expected);
      expect(done.message.post_ids).toEqual(expected);
      expect(done.message.content).toBe(`Các việc phù hợp: ${script.cited.map((id) => `[việc ${id}](/job/${id})`).join(', ')}`);

      const detail = DetailResponse.parse((await call('GET', `/api/gemini-chat/sessions/${session.session_id}/`, me)).body).data;
      expect(detail.messages.map((message) => [message.role, message.content])).toEqual([
        ['user', 'jobs React Hà Nội'],
        ['assistant', done.message.content],
      ]);
      expect(detail.messages[0]!.id).toBe(session.question_id);
      expect(detail.jobs.map((job) => job.id)).toEqual(expected);
    });

    it('reports a failing assistant as an error event and keeps the text produced so far', async () => {
      const me = await createUser(ctx());
      const events = parseEvents((await stream(me, { message: 'fail now' })).body);
      expect(events.map((event) => event.type)).toEqual(['session', 'text', 'error']);
      expect(events[2]).toEqual({ type: 'error', message: MSG_ASSISTANT_FAILED });
      const sessionId = (events[0] as { session_id: number }).session_id;
      const detail = DetailResponse.parse((await call('GET', `/api/gemini-chat/sessions/${sessionId}/`, me)).body).data;
      expect(detail.messages.map((message) => message.content)).toEqual(['fail now', 'Một nửa']);
      const plain = await call('POST', '/api/gemini-chat/send-message/', me, { message: 'fail again' });
      expect(plain.status).toBe(503);
      expect(ApiErrorBodySchema.parse(plain.body).message).toBe(MSG_ASSISTANT_FAILED);
    });

    it('stops the assistant when the client goes away and stores what it produced', async () => {
      const me = await createUser(ctx());
      const address = new URL(await ctx().app.listen({ host: '127.0.0.1', port: 0 }));
      // A browser that leaves: the connection closes after the first text part arrived. It accepts
      // compression, so the frame arriving while the answer is still open also shows that no
      // compressor holds frames back.
      const received = await new Promise<string>((resolve, reject) => {
        const headers = { ...me.headers, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
        const request = httpRequest(
          { host: address.hostname, port: address.port, path: '/api/gemini-chat/stream/', method: 'POST', headers },
          (response) => {
            expect(response.statusCode).toBe(200);
            expect(response.headers['content-encoding']).toBeUndefined();
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              text += chunk;
              if (text.includes('event: text')) {
                request.destroy();
                resolve(text);
              }
            });
            response.on('end', () => reject(new Error(`stream ended early: ${text}`)));
          },
        );
        request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
        request.end(JSON.stringify({ message: 'wait for me' }));
      });
      const sessionId = (parseEvents(received.slice(0, received.indexOf('event: text')))[0] as { session_id: number }).session_id;
      let contents: string[] = [];
      for (let attempt = 0; attempt < 200 && contents.length < 2; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        contents = DetailResponse.parse((await call('GET', `/api/gemini-chat/sessions/${sessionId}/`, me)).body).data.messages.map((message) => message.content);
      }
      expect(contents).toEqual(['wait for me', 'Phần đầu của câu trả lời']);
      expect(script.seen.find((entry) => entry.question === 'wait for me')).toBeDefined();
    });
  });
});

/** Whether a 2001-character question slipped into a session list. */
function a2001Stored(response: { body: unknown }): boolean {
  return SessionsResponse.parse(response.body).data.some((session) => session.title.startsWith('aaaa'));
}
