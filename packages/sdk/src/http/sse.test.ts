import { describe, expect, it } from 'vitest';
import { readServerSentEvents, type ServerSentEvent } from './sse';

/** A body that delivers `chunks` one read at a time. */
function bodyOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(bodyOf(chunks))) events.push(event);
  return events;
}

describe('readServerSentEvents', () => {
  it('reads named events, joins data lines, skips comments and other fields', async () => {
    const events = await collect([': ping\n\n', 'event: text\ndata: {"a":1}\n\n', 'id: 4\nretry: 10\ndata: one\ndata:two\n\n']);
    expect(events).toEqual([
      { event: 'text', data: '{"a":1}' },
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('gives the same events however the bytes are split, CRLF and multi-byte characters included', async () => {
    const text = 'event: text\r\ndata: Tìm việc React ở Hà Nội\r\n\r\nevent: done\ndata: {}\n\n';
    const whole = await collect([text]);
    expect(whole).toEqual([
      { event: 'text', data: 'Tìm việc React ở Hà Nội' },
      { event: 'done', data: '{}' },
    ]);
    const bytes = new TextEncoder().encode(text);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, cut));
          controller.enqueue(bytes.slice(cut));
          controller.close();
        },
      });
      const events: ServerSentEvent[] = [];
      for await (const event of readServerSentEvents(body)) events.push(event);
      expect(events, `cut at ${cut}`).toEqual(whole);
    }
  });

  it('drops an event cut off by the end of the stream', async () => {
    expect(await collect(['event: text\ndata: xong\n\n', 'event: text\ndata: dở dang'])).toEqual([{ event: 'text', data: 'xong' }]);
  });
});
