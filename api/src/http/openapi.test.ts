import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestContext, type TestContext } from '../test/app';
import { ACCESS_OF_ROUTE } from '../test/route-access';
import { toJsonSchema } from './openapi';
import { type OpenApiDocument, ROUTES_COMMAND, ROUTES_FILE, renderRouteReference } from './route-reference';

/**
 * The published API contract: OpenAPI 3.1 generated from the zod schemas each route declares and
 * validates with, served at /api/docs (browsable) and /api/docs/json outside production.
 */

type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> };
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** fastify's `/shops/:shopId` → OpenAPI's `/shops/{shopId}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

let ctx: TestContext;
let doc: Document;

beforeAll(async () => {
  ctx = await createTestContext();
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  doc = response.json() as Document;
});

afterAll(async () => {
  await ctx?.close();
});

/** The routes of the contract: all of them but the docs UI's own files. */
const contractRoutes = () => ctx.app.registeredRoutes.filter((route) => !route.url.startsWith('/api/docs'));

/**
 * @seriousme/openapi-schema-validator checks the document against the official OpenAPI 3.1 schema. It is ESM that
 * reads its schema files through `import.meta.url`, which jest's CommonJS sandbox cannot load: it runs in plain node.
 */
const VALIDATE = `
import { Validator } from '@seriousme/openapi-schema-validator';
let text = '';
for await (const chunk of process.stdin) text += chunk;
const validator = new Validator();
const result = await validator.validate(JSON.parse(text));
process.stdout.write(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? [] }));
`;

test('is OpenAPI 3.1 and a valid document (@seriousme/openapi-schema-validator)', () => {
  expect(doc.openapi).toBe('3.1.0');
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', VALIDATE], {
    cwd: path.join(__dirname, '..', '..'),
    input: JSON.stringify(doc),
    encoding: 'utf8',
  });
  expect(JSON.parse(output)).toEqual({ valid: true, version: '3.1', errors: [] });
});

test('every registered route appears with its method and path', () => {
  const routes = contractRoutes();
  expect(routes.length).toBeGreaterThan(80);
  const missing = routes
    .filter((route) => !doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
    .map((route) => `${route.method} ${route.url}`);
  expect(missing).toEqual([]);
});

test('every route that reads a body has a requestBody schema: the one it declared, as zod writes it', () => {
  const withBody = contractRoutes().filter((route) => route.schema?.body);
  expect(withBody.length).toBeGreaterThan(30);
  for (const route of withBody) {
    const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
    const schema = operation?.requestBody?.content['application/json']?.schema;
    expect({ route: `${route.method} ${route.url}`, schema }).toEqual({
      route: `${route.method} ${route.url}`,
      schema: toJsonSchema(route.schema?.body as never, 'input'),
    });
  }
});

test('path parameters and query fields come from the declared schemas', () => {
  const shop = doc.paths['/api/shops/{shopId}']?.get;
  expect(shop?.parameters).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ in: 'path', name: 'shopId', required: true }),
      expect.objectContaining({ in: 'query', name: 'options', required: false }),
    ]),
  );
  // a JSON-text body field is documented as the object it spells (contracts jsonTextOr is a preprocess)
  const update = doc.paths['/api/shops/{shopId}']?.put?.requestBody?.content['application/json']?.schema as {
    properties: { shopInfo: { type?: string; properties?: Record<string, unknown> } };
  };
  expect(update.properties.shopInfo.type).toBe('object');
  expect(Object.keys(update.properties.shopInfo.properties ?? {})).toEqual(expect.arrayContaining(['name']));
});

test('the browsable UI is served at /api/docs', async () => {
  const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
  expect(ui.statusCode).toBe(200);
  expect(ui.headers['content-type']).toContain('text/html');
  expect(ui.body).toContain('swagger');
});

test('production serves no docs (not the UI, not the document)', async () => {
  const production = await createTestContext({ config: { production: true } });
  try {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
      expect((await production.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(production.app.registeredRoutes.filter((route) => route.url.startsWith('/api/docs'))).toEqual([]);
    // the routes themselves still declare their schemas and validate with them
    expect(production.app.registeredRoutes.some((route) => route.schema?.body)).toBe(true);
  } finally {
    await production.close();
  }
});

test(`${ROUTES_FILE}, the route reference, is what the OpenAPI document says today (else run \`${ROUTES_COMMAND}\`)`, () => {
  const written = readFileSync(path.join(__dirname, '..', '..', ROUTES_FILE), 'utf8');
  const expected = renderRouteReference(doc as unknown as OpenApiDocument, ACCESS_OF_ROUTE);
  // compared line by line so a stale file names the routes that changed
  expect(written.split('\n')).toEqual(expected.split('\n'));
});
