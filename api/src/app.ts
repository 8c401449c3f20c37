import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Permission } from '@backoffice/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { createBackgroundTasks } from './account/background';
import { myAccountRoutes, passwordResetRoutes } from './account/routes';
import { createGeocoder, type Geocoder } from './adapters/geocoding';
import { createMailAdapter, type MailAdapter } from './adapters/mail';
import { devOutboxRoutes } from './adapters/mail/dev-routes';
import { createPaymentsAdapter, type PaymentsAdapter } from './adapters/payments';
import { adminRoutes } from './admin/routes';
import { auditAdminShopWrites } from './admin/shop-writes';
import { authenticate } from './auth/authenticate';
import { mfaAccountRoutes, mfaLoginRoutes } from './auth/mfa/routes';
import { authRoutes } from './auth/routes';
import { type Config, DEFAULT_STORE_DOMAIN_SUFFIX, resolvePublicUrl } from './config';
import { customerRoutes } from './customers/routes';
import { createReadRouting, markShopWrites, type ReadRoutingOptions } from './db/read-routing';
import type { Db } from './db/types';
import { embedKeyRoutes, embedPreviewRoutes } from './embed/routes';
import { guestRoutes } from './guests/routes';
import { healthRoutes } from './health/routes';
import { CLIENT_LIMITS, type ClientLimits } from './http/client-throttle';
import { registerCors } from './http/cors';
import { registerErrorHandling } from './http/errors';
import { registerJsonTextFields } from './http/json-text-fields';
import { loggerOptions } from './http/logging';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { type Draining, registerGracefulShutdown, shutdownServerOptions } from './http/shutdown';
import { type RouteSchema, registerDeclaredSchemas } from './http/validate';
import { registerWriteOptions } from './http/write-options';
import { imageFileRoutes, imageUploadRoutes } from './images/routes';
import { createImageStorage, type ImageStorage } from './images/storage';
import { integrationRoutes } from './integrations/routes';
import { createSecretBox, DEV_INTEGRATIONS_KEY } from './integrations/secret-box';
import { kioskRoutes } from './kiosks/routes';
import { iconFileRoutes, menuRoutes } from './menu/routes';
import { createOrderEvents, type OrderEvents } from './orders/events';
import { intakeRoutes } from './orders/intake/routes';
import { orderPauseRoutes } from './orders/pause';
import { startPendingOrderAlerts } from './orders/pending-alert';
import { orderRefundRoutes } from './orders/refund-routes';
import { orderRoutes } from './orders/routes';
import { orderStreamRoutes } from './orders/stream';
import { planRoutes } from './plans/routes';
import { promoCodeRoutes } from './promo-codes/routes';
import { pushRoutes } from './push/routes';
import { startRollupFolding } from './reports/fold';
import { reportRoutes } from './reports/routes';
import { logoutRoutes, mySessionsRoutes } from './sessions/routes';
import { localPaymentsRoutes, shopActionRoutes } from './shops/actions';
import { deviceLocationRoutes } from './shops/device-location';
import { shopRoutes } from './shops/routes';
import { localCheckoutRoutes } from './subscription/local-checkout-routes';
import { subscriptionRoutes } from './subscription/routes';
import { tableOrderingRoutes } from './table-ordering/routes';
import { teamInvitePreviewRoutes, teamRoutes } from './team/routes';
import { emailUndoRoutes } from './users/email-undo-routes';
import { userRoutes } from './users/routes';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The zod schemas the route declared (http/validate.ts): the docs, the route-schema test and the fuzz read them. */
  schema?: RouteSchema;
  /** The permission the route declared in its shop (shops/shop-guard.ts); 'per request' where its body decides. */
  shopPermission?: Permission | 'per request';
}

/**
 * `publicUrl`, `production` and `mail` may be left out (tests, benches): then PUBLIC_URL's default, NODE_ENV, and
 * an outbox in the temp folder.
 */
export type AppConfig = Pick<Config, 'jwtSecret' | 'trustProxy' | 'corsOrigins' | 'logLevel'> &
  Partial<
    Pick<
      Config,
      | 'publicUrl'
      | 'production'
      | 'devOutbox'
      | 'mail'
      | 'integrationsKey'
      | 'storeDomainSuffix'
      | 'images'
      | 'geocodingApiKey'
      | 'push'
      | 'requireAdminTwoStep'
    >
  >;

export interface AppDeps {
  db: Db;
  /** READ_DATABASE_URL's database (a standby): report and dashboard queries read there (db/read-routing.ts). */
  readDb?: Db | null;
  /** Tests: the clock and window of the read routing's "just written" rule. */
  readRouting?: Pick<ReadRoutingOptions, 'now' | 'windowMs'>;
  config: AppConfig;
  payments?: PaymentsAdapter;
  /** Default: from `config.mail` (SMTP_URL, else the outbox folder). */
  mail?: MailAdapter;
  /** Places delivery addresses for the intake. Default: from `config.geocodingApiKey` (Google), else the local gazetteer. */
  geocoder?: Geocoder;
  /** The clock used for "today" / "tomorrow" (reports, payouts); tests pin it. */
  now?: () => Date;
  /** Default: from `config.images` (the image host when IMAGE_UPLOAD_URL + IMAGE_UPLOAD_PRESET, else local files). */
  images?: ImageStorage;
  /** Per-shop order events (orders/events.ts). Default: one listener on `db`, closed with the app. */
  orderEvents?: OrderEvents;
  /** The 5-minute pending-order e-mail sweep (orders/pending-alert.ts). Default on; benches turn it off. */
  pendingOrderAlerts?: boolean;
  /**
   * The one-minute roll-up fold (reports/fold.ts). Default on; the route-wide tests that compare every table before and
   * after turn it off (a fold moves rows from the delta to the folded tables without any request).
   */
  rollupFolding?: boolean;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** Per-client limits of the public ordering calls (http/client-throttle.ts); tests and benches raise them. */
  clientLimits?: ClientLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish / subscribe per shop: new orders and status changes (orders/events.ts). */
    orderEvents: OrderEvents;
    /** SIGTERM: drain (503 + Retry-After), then close (http/shutdown.ts). */
    shutdown: Draining;
    /** Every route registered, as fastify saw it (the authz matrix and the API contract test enumerate it). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * The HTTP application without a listening socket: main.ts listens, tests use `app.inject`.
 * Public: /login, /signup, /forgot-password[/:resetToken], /platform-plans, /api/health, the local payments
 * verification link, GET /api/images/:shopId/:file (local image storage), GET /api/embed-preview/:token (the token is the
 * permission), /dev/outbox (only with DEV_OUTBOX, never in production) and the API contract at /api/docs. Everything
 * else under /api needs a bearer token.
 */
export async function buildApp({
  db,
  readDb = null,
  readRouting,
  config,
  payments = createPaymentsAdapter({ db }),
  mail: mailAdapter,
  images,
  geocoder = createGeocoder({ googleApiKey: config.geocodingApiKey ?? null }),
  now = () => new Date(),
  orderEvents: givenOrderEvents,
  pendingOrderAlerts = true,
  rollupFolding = true,
  logStream,
  clientLimits = CLIENT_LIMITS,
}: AppDeps): Promise<FastifyInstance> {
  const publicUrl = config.publicUrl ?? resolvePublicUrl(undefined);
  const production = config.production ?? process.env.NODE_ENV === 'production';
  const mailConfig = config.mail ?? {
    smtpUrl: null,
    outboxDir: path.join(tmpdir(), 'backoffice-outbox'),
    from: 'Venue Back-office <no-reply@localhost>',
  };
  const mail = mailAdapter ?? createMailAdapter(mailConfig);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // spec 001 §7 writes some paths with a trailing slash (`POST /api/categories/`): every route answers both ways
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    ...shutdownServerOptions,
  });
  registerWriteOptions(app); // first onRoute hook: the schemas recorded below already carry `options`
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // fastify adds HEAD beside every GET by itself
      if (method !== 'HEAD' || !route.url) {
        const declared = route.config?.shopPermission;
        registeredRoutes.push({
          method,
          url: route.url,
          ...(route.schema ? { schema: route.schema as RouteSchema } : {}),
          ...(declared ? { shopPermission: typeof declared === 'function' ? 'per request' : declared } : {}),
        });
      }
    }
  });
  app.decorate('registeredRoutes', registeredRoutes);
  // first, so a draining replica answers 503 before any other hook runs
  app.decorate('shutdown', registerGracefulShutdown(app));
  registerErrorHandling(app);
  const orderEvents = givenOrderEvents ?? (await createOrderEvents(db));
  if (!givenOrderEvents) app.addHook('onClose', () => orderEvents.close());
  app.decorate('orderEvents', orderEvents);
  const reads = createReadRouting({ primary: db, standby: readDb, events: orderEvents, ...readRouting });
  markShopWrites(app, reads);
  registerCors(app, config.corsOrigins);
  registerSecurityHeaders(app);
  registerJsonTextFields(app);
  registerDeclaredSchemas(app);
  // the API contract, before any route so it sees them all (http/openapi.ts); not served in production
  if (!production) await registerOpenApi(app);
  app.decorateRequest('user', null);
  app.decorateRequest('callerShop', null); // shops/access.ts: read with the caller for a route declaring callerShop
  app.decorateRequest('callerOrder', null); // orders/caller-order.ts: likewise for a route declaring callerOrder

  await app.register(healthRoutes, { db });
  await app.register(planRoutes);
  const twoStep = {
    db,
    jwtSecret: config.jwtSecret,
    now,
    secrets: createSecretBox(config.integrationsKey ?? DEV_INTEGRATIONS_KEY),
    requireAdminTwoStep: config.requireAdminTwoStep ?? false,
  };
  await app.register(mfaLoginRoutes, twoStep);
  await app.register(authRoutes, { db, jwtSecret: config.jwtSecret, now });
  await app.register(logoutRoutes, { db, jwtSecret: config.jwtSecret, now });
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', () => background.drain());
  await app.register(passwordResetRoutes, { db, jwtSecret: config.jwtSecret, mail, background, publicUrl, now });
  // only when switched on (DEV_OUTBOX, config.ts refuses it in production and off loopback), and never in production
  if (config.devOutbox && !production) await app.register(devOutboxRoutes, { outboxDir: mailConfig.outboxDir });
  await app.register(iconFileRoutes);
  if (payments.name === 'local') await app.register(localPaymentsRoutes, { db, publicUrl, prefix: '/api' });
  if (payments.name === 'local') await app.register(localCheckoutRoutes, { db, prefix: '/api' });
  const imagesConfig = config.images ?? { dir: path.join(tmpdir(), 'backoffice-images'), uploadUrl: null, uploadPreset: null };
  const imageStorage = images ?? createImageStorage(imagesConfig);
  if (imageStorage.name === 'local') await app.register(imageFileRoutes, { dir: imagesConfig.dir, prefix: '/api' });
  await app.register(guestRoutes, { db, jwtSecret: config.jwtSecret, limit: clientLimits.guests });
  await app.register(embedPreviewRoutes, { db, prefix: '/api' }); // public: the preview token is the permission
  await app.register(emailUndoRoutes, { db, now, prefix: '/api' }); // public: the mailed undo token is the permission
  await app.register(teamInvitePreviewRoutes, { db, now, prefix: '/api' }); // public: the link page reads it
  // the ordering channels' call: its own auth (user or guest token, or a kiosk key), so outside the bearer hook below
  await app.register(intakeRoutes, {
    db,
    jwtSecret: config.jwtSecret,
    payments,
    now,
    events: orderEvents,
    newOrderMail: { mail, background },
    limit: clientLimits.intake,
    geocoder,
    // spec 000 §2 "New-order push notification" (push/send.ts); no VAPID keys (production without them): no push
    newOrderPush: config.push ? { vapid: config.push } : undefined,
    prefix: '/api',
  });
  const bearer = authenticate({ db, jwtSecret: config.jwtSecret, now, requireAdminTwoStep: twoStep.requireAdminTwoStep });
  // the live orders stream checks its URL for a token (400) before the bearer check, so it runs that check itself:
  // a hook of the bearer context below would answer 401 first (orders/stream.ts)
  await app.register(orderStreamRoutes, { db, events: orderEvents, authenticate: bearer, prefix: '/api' });
  await app.register(
    async (api) => {
      api.addHook('onRequest', bearer);
      // an admin's writes inside a merchant's shop are audited (admin/shop-writes.ts)
      api.addHook('onSend', auditAdminShopWrites(db, now));
      await api.register(userRoutes, { db, now, mail, background, publicUrl });
      await api.register(mySessionsRoutes, { db, jwtSecret: config.jwtSecret, now });
      await api.register(shopRoutes, { db, payments });
      await api.register(shopActionRoutes, { db, payments, publicUrl, now });
      await api.register(adminRoutes, { db, payments, mail, publicUrl, now });
      await api.register(myAccountRoutes, { db, jwtSecret: config.jwtSecret, now });
      await api.register(mfaAccountRoutes, twoStep);
      await api.register(reportRoutes, { db, payments, now, reads });
      await api.register(menuRoutes, { db, publicUrl, now });
      await api.register(promoCodeRoutes, { db, now });

      await api.register(subscriptionRoutes, { db, payments, publicUrl });
      await api.register(integrationRoutes, { db, secrets: createSecretBox(config.integrationsKey ?? DEV_INTEGRATIONS_KEY) });
      await api.register(embedKeyRoutes, { db, now, storeDomainSuffix: config.storeDomainSuffix ?? DEFAULT_STORE_DOMAIN_SUFFIX });
      await api.register(tableOrderingRoutes, { db, storeDomainSuffix: config.storeDomainSuffix ?? DEFAULT_STORE_DOMAIN_SUFFIX });
      await api.register(kioskRoutes, { db, now });
      await api.register(orderRoutes, { db, now, events: orderEvents, mail });
      await api.register(orderRefundRoutes, { db, now, events: orderEvents, mail, payments });
      await api.register(imageUploadRoutes, { db, storage: imageStorage });
      await api.register(customerRoutes, { db });
      await api.register(orderPauseRoutes, { db, now });
      await api.register(deviceLocationRoutes, { db, now });
      await api.register(pushRoutes, { db, vapid: config.push ?? null, production });
      await api.register(teamRoutes, { db, mail, publicUrl, now });
    },
    { prefix: '/api' },
  );
  // report roll-up deltas folded every minute (reports/fold.ts)
  if (rollupFolding) {
    const stopFolding = startRollupFolding({ db, log: app.log });
    app.addHook('onClose', async () => stopFolding());
  }
  if (pendingOrderAlerts) {
    const stop = startPendingOrderAlerts({ db, mail, now, publicUrl, log: app.log });
    app.addHook('onClose', async () => stop());
  }
  return app;
}
