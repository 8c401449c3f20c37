import { describeZodError } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses request input with a contracts schema; failure is a 400 whose message names the field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}

/** Bodies must be JSON objects; a text/plain string or a missing body gets a plain explanation. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object.');
  return parseInput(schema, body);
}

/** The parts of a request a route may declare a zod schema for (fastify's own names). */
export type InputPart = 'params' | 'querystring' | 'body';

/**
 * What a route declares in `{ schema }`: the contracts schemas it validates with (and, where contracts has one, the
 * answer's). The same objects feed the OpenAPI document (http/openapi.ts), so the docs cannot drift from validation.
 */
export interface RouteSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Record<number, z.ZodType>;
  /** OpenAPI extras that @fastify/swagger reads (summary, tags, hide). */
  summary?: string;
  description?: string;
  tags?: string[];
  hide?: boolean;
}

type Declared<S, K extends InputPart> = S extends { [P in K]: infer T extends z.ZodType } ? z.output<T> : never;

/** Any fastify request: only the declared schema and the raw parts are read (structural, so every route's generics fit). */
interface DeclaringRequest<S> {
  readonly routeOptions: { readonly schema?: S; readonly method: unknown; readonly url: string | undefined };
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
}

function declaredSchema(request: DeclaringRequest<unknown>, part: InputPart): z.ZodType {
  const schema = (request.routeOptions.schema as Partial<Record<InputPart, z.ZodType>> | undefined)?.[part];
  // a programming error, not bad input: the route-schema test and the authz matrix catch it before it ships
  if (!schema) throw new Error(`${request.routeOptions.url} reads its ${part} without declaring a schema for it`);
  return schema;
}

/**
 * The path parameters, validated with the route's declared `schema.params` (400 naming the field). A helper shared by
 * several routes (it sees a plain FastifyRequest) names the schema it expects: it must be the one the route declared.
 */
export function paramsOf<S>(request: DeclaringRequest<S>): Declared<S, 'params'>;
export function paramsOf<T extends z.ZodType>(request: DeclaringRequest<unknown>, expected: T): z.output<T>;
export function paramsOf(request: DeclaringRequest<unknown>, expected?: z.ZodType): unknown {
  const schema = declaredSchema(request, 'params');
  if (expected && expected !== schema) throw new Error(`${request.routeOptions.url} declares other params than it reads`);
  return parseInput(schema, request.params);
}

/**
 * Some of the declared path parameters, validated alone: a route that must check access with the id before it
 * judges the rest of the path (403/404 before a 400 about the status).
 */
export function pickParams<S, K extends keyof Declared<S, 'params'> & string>(
  request: DeclaringRequest<S>,
  keys: readonly K[],
): Pick<Declared<S, 'params'>, K> {
  const schema = declaredSchema(request, 'params') as unknown as z.ZodObject;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const mask = Object.fromEntries(keys.map((key) => [key, true] as const));
  const picked = Object.fromEntries(keys.map((key) => [key, params[key]]));
  return parseInput(schema.pick(mask as never), picked) as Pick<Declared<S, 'params'>, K>;
}

/** The query string, validated with the route's declared `schema.querystring`. */
export function queryOf<S>(request: DeclaringRequest<S>): Declared<S, 'querystring'> {
  return parseInput(declaredSchema(request, 'querystring'), request.query) as Declared<S, 'querystring'>;
}

/** Parsed query strings kept per schema (`cachedQueryOf`), oldest out past the bound. */
const parsedQueries = new WeakMap<z.ZodType, Map<string, unknown>>();
export const PARSED_QUERIES_MAX = 256;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * `queryOf`, remembered by the raw query string, for the polled list routes (orders, menu categories): their screens
 * send the same few query strings again and again, and zod's parse of `options` (JSON text, then sort / populate
 * normalised) was a noticeable part of a kept answer's CPU. The parse is a pure function of the schema and the text
 * after `?` (fastify builds `request.query` from nothing else, and no hook rewrites it), so a hit is the same answer;
 * the kept object is deeply frozen, so no route can change it under the next request. Only successes are kept: a bad
 * query is refused (400) every time. The schema must not read the clock or anything else besides its input.
 */
export function cachedQueryOf<S>(request: DeclaringRequest<S> & { readonly url: string }): Declared<S, 'querystring'> {
  const schema = declaredSchema(request, 'querystring');
  const mark = request.url.indexOf('?');
  const text = mark === -1 ? '' : request.url.slice(mark + 1);
  let kept = parsedQueries.get(schema);
  if (!kept) {
    kept = new Map();
    parsedQueries.set(schema, kept);
  }
  if (kept.has(text)) return kept.get(text) as Declared<S, 'querystring'>;
  const parsed = deepFreeze(parseInput(schema, request.query));
  if (kept.size >= PARSED_QUERIES_MAX) kept.delete(kept.keys().next().value as string);
  kept.set(text, parsed);
  return parsed as Declared<S, 'querystring'>;
}

/**
 * The body, validated with the route's declared `schema.body`; it must be a JSON object. `optional`: a bodiless call
 * (no body or JSON `null`) reads as `{}`.
 */
export function bodyOf<S>(request: DeclaringRequest<S>, { optional = false } = {}): Declared<S, 'body'> {
  const body = optional && (request.body === undefined || request.body === null) ? {} : request.body;
  return parseBody(declaredSchema(request, 'body'), body) as Declared<S, 'body'>;
}

const isZod = (schema: unknown): schema is z.ZodType => typeof schema === 'object' && schema !== null && '_zod' in schema;

/**
 * Fastify compiles a validator per declared part before the handler runs; ours lets every value through, so the
 * handler validates AFTER its access check (403/404 before 400) with the contracts' wording. A JSON-schema (non-zod)
 * declaration is refused at start-up: every route validates with contracts.
 */
export function registerDeclaredSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, method, url, httpPart }) => {
    if (!isZod(schema)) throw new Error(`${method} ${url}: declare ${httpPart} as a zod schema from @backoffice/contracts`);
    return (value) => ({ value });
  });
  // answers are built from contracts types; a declared response schema documents them, JSON.stringify writes them
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
