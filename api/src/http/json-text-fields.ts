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
export const PATH_NUL_MESSAGE = 'An id in the address cannot contain the NUL character (%00).';
export const UNPAIRED_SURROGATE_MESSAGE = 'Text must be valid Unicode (it contains half of a character pair).';

/**
 * Text PostgreSQL would refuse or silently change: U+0000 (text cannot hold it: a 500) and an unpaired UTF-16
 * surrogate (stored as U+FFFD: the saved name would differ from the one sent). Anywhere in a body, keys too.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(root: unknown): string | null {
  const check = (text: string) =>
    text.includes('\u0000') ? NUL_MESSAGE : UNPAIRED_SURROGATE.test(text) ? UNPAIRED_SURROGATE_MESSAGE : null;
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      const problem = check(value);
      if (problem) return problem;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const problem = check(key);
        if (problem) return problem;
        stack.push(child);
      }
    }
  }
  return null;
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

  // The path and the query string are read before any body, and before the bearer hook reads the caller's shop by the
  // path id: a NUL there reached PostgreSQL (text cannot hold it) as a 500. Refused first, for every route and caller.
  app.addHook('onRequest', async (request) => {
    if (badText(request.params)) throw badRequest(PATH_NUL_MESSAGE);
    const problem = badText(request.query);
    if (problem) throw badRequest(problem);
  });

  app.addHook('preValidation', async (request) => {
    const body = request.body;
    const problem = badText(body);
    if (problem) throw badRequest(problem);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    for (const [field, value] of Object.entries(fields)) {
      if (typeof value !== 'string' || !JSON_TEXT_FIELD.test(field)) continue;
      try {
        fields[field] = parse(request, value);
      } catch {
        throw badRequest(`${field} must be a JSON object or JSON text`);
      }
      const inner = badText(fields[field]);
      if (inner) throw badRequest(inner);
    }
  });
}
