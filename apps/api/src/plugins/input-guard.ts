/**
 * Refuses strings with NUL characters anywhere in params, query or JSON body: PostgreSQL text cannot
 * store them, so they would otherwise surface as 500s deep in a query.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldError } from '../lib/http-error';

const MSG_NUL = 'Dữ liệu chứa ký tự không hợp lệ';
const MAX_DEPTH = 32;

/** Path of the first string containing U+0000, or undefined. */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key.replace(/\u0000/g, '')}` : key.replace(/\u0000/g, '');
    const found = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      const found = findNul(value, '');
      if (found !== undefined) throw fieldError({ [found || part]: [MSG_NUL] });
    }
  });
}

export default fp(inputGuardPlugin, { name: 'jobhub-input-guard' });
