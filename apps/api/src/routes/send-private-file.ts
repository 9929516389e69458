/** Sending a private stored file (a CV, a business certificate) as the answer of its endpoint. */
import type { Readable } from 'node:stream';

/** The part of a Fastify reply this needs, typed by the endpoint (its answer is the contract's file). */
interface FileReply<R> {
  type(contentType: string): R;
  header(key: string, value: string): R;
  send(payload: Blob): R;
}

/**
 * Streams `file` with its content type, kept out of shared caches and from content sniffing.
 * Fastify sends a stream without the serialiser, so the contract's `FileAnswerSchema` (the Blob
 * the SDK reads) types the answer only: the one cast lives here.
 *
 * @example return sendPrivateFile(reply, createReadStream(path), 'application/pdf');
 */
export function sendPrivateFile<R extends FileReply<R>>(reply: R, file: Readable, contentType: string): R {
  return reply
    .type(contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file as unknown as Blob);
}
