import { emptyWriteOptions } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The body schema with an optional `options` wherever it accepts an object that has none: plain and strict objects
 * are extended (strictness kept), unions per member, a pipe's input; any other kind (a body read through its own
 * transform, as the menu's `infoOrFields`) must take `options` itself: the route sweep (route-paths.test.ts) names it.
 */
export function withWriteOptions(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.type === 'object') {
    const object = schema as unknown as z.ZodObject;
    return 'options' in object.shape ? schema : object.extend({ options: emptyWriteOptions.optional() });
  }
  if (def.type === 'union') {
    const members = def.options as z.ZodType[];
    const extended = members.map(withWriteOptions);
    if (extended.every((member, index) => member === members[index])) return schema;
    return z.union(extended as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  }
  // an object refined or transformed (`z.strictObject(…).transform(…)`): the object takes it, the rest runs as before
  if (def.type === 'pipe') {
    const input = def.in as z.ZodType;
    const extended = withWriteOptions(input);
    return extended === input ? schema : extended.pipe(def.out as z.ZodType);
  }
  return schema;
}

/**
 * Spec 001 §7: every write sends its `options` as JSON text. One rule for every write route, added as a route is
 * declared (before anything records its schema), so a route declares only the options it offers and none can refuse
 * the field. Must be registered before any other onRoute hook.
 */
export function registerWriteOptions(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const body = (route.schema as { body?: z.ZodType } | undefined)?.body;
    if (!body || !methods.some((method) => WRITE_METHODS.has(method))) return;
    const extended = withWriteOptions(body);
    if (extended !== body) route.schema = { ...route.schema, body: extended };
  });
}
