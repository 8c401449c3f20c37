import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteSchema } from './validate';

export const DOCS_PREFIX = '/api/docs';

type JsonSchema = Record<string, unknown>;

const isZod = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/**
 * A contracts schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses), written by zod's own generator. Requests are
 * described as clients send them (`io: 'input'`: before transforms and defaults), answers as we write them. Zod types
 * JSON cannot express (a transform's result, a date object) become "any value" instead of failing the whole document.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', cycles: 'ref' });
  return json;
}

/** One route's declared zod schemas → the JSON schemas @fastify/swagger turns into parameters, requestBody, responses. */
export function documentedSchema(schema: RouteSchema): JsonSchema {
  const { params, querystring, body, response, ...rest } = schema;
  const documented: JsonSchema = { ...rest };
  if (isZod(params)) documented.params = toJsonSchema(params, 'input');
  if (isZod(querystring)) documented.querystring = toJsonSchema(querystring, 'input');
  if (isZod(body)) documented.body = toJsonSchema(body, 'input');
  if (response) {
    documented.response = Object.fromEntries(
      Object.entries(response).map(([status, answer]) => [status, isZod(answer) ? toJsonSchema(answer, 'output') : answer]),
    );
  }
  return documented;
}

/**
 * The API contract: OpenAPI 3.1 built from the zod schemas every route declares and validates with, at
 * /api/docs (browsable) and /api/docs/json. Registered before the routes (it collects them as they register); never
 * in production.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Venue Back-office API',
        version: '0.1.0',
        description:
          'Generated from the zod schemas in @backoffice/contracts that each route validates with. `options` and the ' +
          '`*Info` body fields may also be sent as JSON text (spec 000 §7); the schema shows the value that text spells.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    // OpenAPI 3.1 is JSON Schema 2020-12: keep zod's `const` as it wrote it
    convertConstToEnum: false,
    transform: ({ schema, url }) => ({
      schema: schema ? (documentedSchema(schema as RouteSchema) as typeof schema) : schema,
      url,
    }),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
