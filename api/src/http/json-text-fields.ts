import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * The spec's clients send some body fields "as JSON text" (spec 000 §7, 001 §7: `shopInfo`, `options`, and the same
 * for `keyInfo`, `userInfo`, `promoCodeInfo`, `categoryInfo`, `productInfo`, `optionInfo`, `kioskInfo`); our own
 * screens send objects. This one hook, registered before every route, turns such text into the value it spells, so
 * each route's schema sees one shape and every later route gets it for free. Text that is not valid JSON is a 400;
 * the parser is fastify's own, with the same prototype-poisoning refusals as a JSON body.
 */
export const JSON_TEXT_FIELD = /^(options|[a-z][A-Za-z]*Info)$/;

export const NUL_MESSAGE = 'Text cannot contain the NUL character (\\u0000).';

/** PostgreSQL text cannot hold U+0000: found anywhere in a body (keys too), it is the caller's mistake, not a 500. */
function containsNul(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

export function registerJsonTextFields(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const parse = (request: FastifyRequest, text: string): unknown => {
    let result: unknown;
    let failure: Error | undefined;
    parseJson(request, text, (error, value) => {
      failure = error ?? undefined;
      result = value;
    });
    if (failure) throw failure;
    return result;
  };

  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (containsNul(body)) throw badRequest(NUL_MESSAGE);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    for (const [field, value] of Object.entries(fields)) {
      if (typeof value !== 'string' || !JSON_TEXT_FIELD.test(field)) continue;
      try {
        fields[field] = parse(request, value);
      } catch {
        throw badRequest(`${field} must be a JSON object or JSON text`);
      }
      if (containsNul(fields[field])) throw badRequest(NUL_MESSAGE);
    }
  });
}
