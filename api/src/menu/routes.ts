import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { paramsOf } from '../http/validate';
import { categoryRoutes } from './category-routes';
import { iconList, iconSvg } from './icons';
import { menuListRoute } from './list-route';
import { menuTransferRoutes } from './menu-transfer-routes';
import { optionRoutes } from './option-routes';
import { productRoutes } from './product-routes';
import { allowedImagePrefixes } from './validation';

export interface MenuDeps {
  db: Db;
  publicUrl: string;
  /** The clock of "sold out until" a time to come (tests pin it). */
  now?: () => Date;
}

/** Any text: a name that is not one of our icons is a 404. */
const iconFileParams = z.strictObject({ file: z.string() });

/** Public: the icon files themselves (an <img> sends no bearer token). */
export async function iconFileRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/icon-images/:file', { schema: { params: iconFileParams } }, async (request, reply) => {
    const match = /^([a-z-]{1,40})\.svg$/.exec(paramsOf(request).file);
    const svg = match?.[1] ? iconSvg(match[1]) : null;
    if (!svg) throw notFound();
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}

/**
 * Catalogue routes (spec 001 §7), under /api behind the bearer-token hook, one module per feature: the menu list,
 * categories, products, option sets, the whole-menu copy / spreadsheet, and the icon list. Every route declares the
 * permission it needs in its shop (shops/shop-guard.ts), and every id is checked against its shop.
 */
export async function menuRoutes(app: FastifyInstance, deps: MenuDeps): Promise<void> {
  const { db, publicUrl, now = () => new Date() } = deps;
  await menuListRoute(app, { db });
  await categoryRoutes(app, { db });
  await productRoutes(app, { db, imagePrefixes: allowedImagePrefixes(publicUrl), now });
  await optionRoutes(app, { db });
  await menuTransferRoutes(app, { db });
  app.get('/icons', async () => ({ icons: iconList(publicUrl) }));
}
