import { formatMoney } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { completeLocalCheckout, findOpenLocalCheckout, localCheckoutPath } from '../adapters/payments/local-checkout';
import type { Db } from '../db/types';
import { badRequest, notFound } from '../http/errors';
import { pageCsp } from '../http/security-headers';
import { paramsOf } from '../http/validate';
import { findOfferedPlan } from '../plans/plans';
import { SHOP_NOT_FOUND } from '../shops/access';
import { findShop } from '../shops/repo';
import { applySubscription } from './apply';

export const LOCAL_CHECKOUT_INVALID_MESSAGE =
  'This checkout has expired or was already used. Choose your plan again in the subscription section of your shop settings.';

const tokenParams = z.strictObject({ token: z.string().min(1).max(200) });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const CHECKOUT_STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#111}
button,a{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}button{background:#1a3d7c;color:#fff;border:0;border-radius:4px}`;
/** The page's policy: its one inline style by hash, no script at all, never framed (http/security-headers.ts). */
const CHECKOUT_CSP = pageCsp({ styles: [CHECKOUT_STYLE] });

/**
 * The local provider's hosted checkout page (no STRIPE_SECRET_KEY). Public, like a provider's page: the one-time
 * token in the path is the permission. GET shows the plan with Subscribe (a form POST) and Cancel (back to the cancel
 * URL); the POST completes the checkout, puts the shop on the plan and redirects to the success URL.
 */
export async function localCheckoutRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  // The Subscribe form posts url-encoded (and empty): accept it here only, the rest of the API stays JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  app.get('/payments/local/checkout/:token', { schema: { params: tokenParams } }, async (request, reply) => {
    const { token } = paramsOf(request);
    const checkout = await findOpenLocalCheckout(deps.db, token);
    if (!checkout) throw badRequest(LOCAL_CHECKOUT_INVALID_MESSAGE);
    // a deleted shop's public pages answer as if it never existed
    if (!(await findShop(deps.db, checkout.shopId))) throw notFound(SHOP_NOT_FOUND);
    const offered = findOfferedPlan(checkout.priceId);
    const title = offered ? offered.plan.title : checkout.priceId;
    const price = offered
      ? offered.period === 'year'
        ? `${formatMoney(offered.plan.fee * 12)} per year`
        : `${formatMoney(offered.plan.fee)} per month`
      : '';
    const html = `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout – ${escapeHtml(title)}</title>
<style>${CHECKOUT_STYLE}</style>
</head>
<body><main>
<h1>Subscribe to ${escapeHtml(title)}</h1>
<p>${escapeHtml(price)}</p>
<p>Billed to ${escapeHtml(checkout.customerEmail)}. This is the local payments provider: no card is charged.</p>
<form method="post" action="${escapeHtml(`${localCheckoutPath(token)}/complete`)}">
<button type="submit">Subscribe</button>
<a href="${escapeHtml(checkout.cancelUrl)}">Cancel</a>
</form>
</main></body></html>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', CHECKOUT_CSP)
      .send(html);
  });

  app.post('/payments/local/checkout/:token/complete', { schema: { params: tokenParams } }, async (request, reply) => {
    const { token } = paramsOf(request);
    const successUrl = await deps.db.transaction(async (tx) => {
      const checkout = await completeLocalCheckout(tx, token);
      if (!checkout) return null;
      if (!(await findShop(tx, checkout.shopId))) throw notFound(SHOP_NOT_FOUND);
      await applySubscription(tx, checkout.shopId, checkout.priceId, `sub_local_${token.slice(0, 12)}`);
      return checkout.successUrl;
    });
    if (!successUrl) throw badRequest(LOCAL_CHECKOUT_INVALID_MESSAGE);
    return reply.redirect(successUrl, 303);
  });
}
