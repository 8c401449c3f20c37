import type { Access } from '../test/route-access';

/**
 * The API's route reference (`api/ROUTES.md`), written from the OpenAPI document the API serves at /api/docs/json
 * and the access each route declares in the route-access matrix. Hand-kept route tables went stale as routes
 * changed; this one is regenerated (`pnpm --filter @backoffice/api routes`) and `openapi.test.ts` fails while the
 * file differs from what the document says.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

type Parameter = { in: string; name: string; required?: boolean };

type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export const ROUTES_FILE = 'ROUTES.md';

export const ROUTES_COMMAND = 'pnpm --filter @backoffice/api routes';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const ACCESS_LEGEND: Record<string, string> = {
  public: 'no token (a token in the link is the permission where there is one)',
  'signed-in': 'any signed-in user',
  self: 'the user named by `:userId`, or an admin',
  'shop:<permission>': 'a member of the shop whose role has that permission (contracts `PERMISSIONS`), or an admin',
  invitee: "a signed-in person holding the invite's token",
  admin: 'admins only',
  'shop-owner-only': "the shop's owner (an admin is refused)",
  guest: "the guest's own token",
  customer: 'any signed-in person or guest, or a kiosk key',
  'own-session': 'any signed-in user, acting on their own sessions',
};

/** OpenAPI's `/shops/{shopId}` → fastify's `/shops/:shopId`, as the route-access matrix names routes. */
const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** The area a route's first segment (or, for a shop's own routes, the segment after the shop) belongs to. */
const AREA_OF_SEGMENT: Record<string, string> = {
  login: 'Sign-in, sessions and account',
  logout: 'Sign-in, sessions and account',
  signup: 'Sign-in, sessions and account',
  'forgot-password': 'Sign-in, sessions and account',
  'email-change': 'Sign-in, sessions and account',
  'my-account': 'Sign-in, sessions and account',
  'platform-plans': 'Shops, settings and payments',
  shops: 'Shops, settings and payments',
  payment: 'Shops, settings and payments',
  'verification-link': 'Shops, settings and payments',
  integrations: 'Shops, settings and payments',
  'device-location': 'Shops, settings and payments',
  'subscription-checkout': 'Shops, settings and payments',
  payments: 'Shops, settings and payments',
  'accepting-orders': 'Orders, customers and push',
  orders: 'Orders, customers and push',
  'order-events': 'Orders, customers and push',
  'orders-pause': 'Orders, customers and push',
  'pause-orders': 'Orders, customers and push',
  customers: 'Orders, customers and push',
  'push-subscription': 'Orders, customers and push',
  push: 'Orders, customers and push',
  guests: 'Orders, customers and push',
  categories: 'Menu and vouchers',
  products: 'Menu and vouchers',
  options: 'Menu and vouchers',
  icons: 'Menu and vouchers',
  'icon-images': 'Menu and vouchers',
  'copy-menu-from': 'Menu and vouchers',
  'menu-export': 'Menu and vouchers',
  'menu-import': 'Menu and vouchers',
  'promo-code': 'Menu and vouchers',
  'promo-codes': 'Menu and vouchers',
  reports: 'Dashboard and reports',
  summary: 'Dashboard and reports',
  'embed-key': 'Embed store, kiosks and table ordering',
  'embed-preview': 'Embed store, kiosks and table ordering',
  kiosks: 'Embed store, kiosks and table ordering',
  'dine-in-links': 'Embed store, kiosks and table ordering',
  team: 'Team',
  'team-invites': 'Team',
  users: 'Users and admin',
  'admin-shops': 'Users and admin',
  'audit-log': 'Users and admin',
  'transfer-to': 'Users and admin',
  'stripe-location': 'Users and admin',
  health: 'Platform',
  dev: 'Platform',
  images: 'Platform',
};

/** The section a route is listed under: its area, or its first path segment when no area names it. */
export function routeGroup(path: string): string {
  const segments = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  const [first = '/', second, third] = segments;
  const segment =
    first === 'shops' && second?.startsWith(':') && third && !third.startsWith(':')
      ? /reports?$/.test(third)
        ? 'reports'
        : third
      : first;
  return AREA_OF_SEGMENT[segment] ?? segment;
}

/** A body's top-level fields, `?` after the optional ones; alternatives joined with `|`. */
export function bodyFields(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const each = alternatives.map(bodyFields).filter(Boolean);
    return [...new Set(each)].join(' \\| ');
  }
  if (schema.allOf) return schema.allOf.map(bodyFields).filter(Boolean).join(', ');
  if (!schema.properties) return schema.type ? `(${[schema.type].flat().join(' \\| ')})` : '(any JSON)';
  const required = new Set(schema.required ?? []);
  const names = Object.keys(schema.properties).map((name) => (required.has(name) ? name : `${name}?`));
  return names.length ? names.join(', ') : '`{}`';
}

const queryFields = (parameters: Parameter[] = []) =>
  parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => (parameter.required ? parameter.name : `${parameter.name}?`))
    .join(', ');

/** The whole `ROUTES.md` text. A route missing from the access matrix is written as `?` (the matrix test fails too). */
export function renderRouteReference(document: OpenApiDocument, accessOf: Record<string, Access>): string {
  const rows = Object.entries(document.paths).flatMap(([openApiPath, operations]) =>
    METHODS.filter((method) => operations[method]).map((method) => {
      const operation = operations[method] as Operation;
      const path = fastifyPath(openApiPath);
      const key = `${method.toUpperCase()} ${path}`;
      return {
        group: routeGroup(path),
        path,
        method: method.toUpperCase(),
        access: accessOf[key] ?? '?',
        query: queryFields(operation.parameters),
        body: bodyFields(operation.requestBody?.content?.['application/json']?.schema),
      };
    }),
  );
  rows.sort(
    (a, b) =>
      a.group.localeCompare(b.group) ||
      a.path.localeCompare(b.path) ||
      METHODS.indexOf(a.method.toLowerCase() as never) - METHODS.indexOf(b.method.toLowerCase() as never),
  );
  const cell = (text: string) => (text ? `\`${text}\`` : '—');
  const lines = [
    '# API routes',
    '',
    `<!-- Generated from the OpenAPI document (/api/docs/json) and src/test/route-access.ts by \`${ROUTES_COMMAND}\`. Do not edit by hand. -->`,
    '',
    `Every route the API registers (${rows.length}), written from the OpenAPI document it serves at \`/api/docs/json\``,
    `outside production, with the access each route declares in \`src/test/route-access.ts\`. Regenerate with`,
    `\`${ROUTES_COMMAND}\`; \`src/http/openapi.test.ts\` fails while this file is stale. The shapes behind each field`,
    'are the zod schemas in `@backoffice/contracts` (browse them at `/api/docs`); why a route behaves as it does is in',
    'the README and `docs/decisions/`. `options` and the `…Info` body fields may also be sent as JSON text.',
    '',
    'Access:',
    '',
    ...Object.entries(ACCESS_LEGEND).map(([access, meaning]) => `- \`${access}\`: ${meaning}`),
  ];
  let group = '';
  for (const row of rows) {
    if (row.group !== group) {
      group = row.group;
      lines.push('', `## ${group}`, '', '| method | path | access | query | body |', '|---|---|---|---|---|');
    }
    lines.push(`| ${row.method} | \`${row.path}\` | ${row.access} | ${cell(row.query)} | ${cell(row.body)} |`);
  }
  return `${lines.join('\n')}\n`;
}
