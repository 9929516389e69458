/** One server-sent event: its name ('message' when the server gave none) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` body (the WHATWG event-stream format: `event:` and `data:` fields,
 * comments and `id:` / `retry:` ignored, events ended by a blank line, CRLF or LF) and yields its
 * events as they arrive. An event cut off by the end of the stream is dropped, as a browser's
 * EventSource would. Stops reading (and releases the body) when the consumer stops iterating.
 *
 * @example for await (const { event, data } of readServerSentEvents(body)) console.log(event, JSON.parse(data));
 */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
        // A CR at the very end may be the first half of a CRLF still on its way.
        if (end === buffer.length - 1 && buffer[end] === '\r') break;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
        if (line === '') {
          if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const rawValue = colon < 0 ? '' : line.slice(colon + 1);
        const fieldValue = rawValue.startsWith(' ') ? rawValue.slice(1) : rawValue;
        if (field === 'event') event = fieldValue;
        else if (field === 'data') data.push(fieldValue);
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
