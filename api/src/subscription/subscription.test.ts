import { shopResponse, shopWriteResponse, subscriptionCheckoutResponse } from '@backoffice/contracts';
import { createStripeCheckout, retrieveStripeCheckout } from '../adapters/payments/stripe-checkout';
import { bearer, createShop, createTestContext, createUser, message, TEST_PUBLIC_URL, type TestContext } from '../test/app';
import { LOCAL_CHECKOUT_INVALID_MESSAGE } from './local-checkout-routes';
import { LEGACY_PLAN_MESSAGE, UNKNOWN_PRICE_MESSAGE } from './routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

function checkout(shopId: string, priceId: string, token: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${shopId}/subscription-checkout`,
    headers: bearer(token),
    payload: { priceId },
  });
}

async function shopOf(shopId: string, token: string) {
  const response = await ctx.app.inject({ url: `/api/shops/${shopId}`, headers: bearer(token) });
  return shopResponse.parse(response.json()).shop;
}

describe('subscription checkout, local provider', () => {
  test('round trip: checkout page, Subscribe, back to ?section=subscription with the plan on the shop', async () => {
    const owner = await createUser(ctx.db);
    const shopId = await createShop(ctx.db, owner.id, 'Plan Cafe');
    const started = await checkout(shopId, 'price_local_growth_year', owner.token);
    expect(started.statusCode).toBe(200);
    const { url } = subscriptionCheckoutResponse.parse(started.json());
    expect(url.startsWith(`${TEST_PUBLIC_URL}/api/payments/local/checkout/`)).toBe(true);
    const path = url.slice(TEST_PUBLIC_URL.length);

    // the page needs no bearer (the browser navigates to it) and names the plan, the yearly price and the e-mail
    const page = await ctx.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Subscribe to Growth');
    expect(page.body).toContain('NZ$588.00 per year');
    expect(page.body).toContain(owner.email);
    expect(page.body).toContain(`href="${TEST_PUBLIC_URL}/shop/settings?section=subscription"`);

    const done = await ctx.app.inject({
      method: 'POST',
      url: `${path}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${TEST_PUBLIC_URL}/shop/settings?section=subscription`);
    expect((await shopOf(shopId, owner.token)).subscription).toMatchObject({
      tier: 'Growth',
      percent: 5,
      monthPriceId: 'price_local_growth_month',
      period: 'year',
      legacy: false,
    });

    // single use
    const again = await ctx.app.inject({ method: 'POST', url: `${path}/complete` });
    expect(again.statusCode).toBe(400);
    expect(message(again)).toBe(LOCAL_CHECKOUT_INVALID_MESSAGE);
    expect((await ctx.app.inject({ url: path })).statusCode).toBe(400);
  });

  test('a legacy plan can be left but not returned to; unknown prices are refused', async () => {
    const owner = await createUser(ctx.db);
    const shopId = await createShop(ctx.db, owner.id, 'Legacy Cafe', {
      subscription: { legacy: true, tier: 'Legacy', percent: 10, monthPriceId: 'price_local_legacy_month' },
    });
    const back = await checkout(shopId, 'price_local_legacy_month', owner.token);
    expect(back.statusCode).toBe(409);
    expect(message(back)).toBe(LEGACY_PLAN_MESSAGE);
    const unknown = await checkout(shopId, 'price_nope', owner.token);
    expect(unknown.statusCode).toBe(400);
    expect(message(unknown)).toBe(UNKNOWN_PRICE_MESSAGE);

    const { url } = subscriptionCheckoutResponse.parse((await checkout(shopId, 'price_local_pro_month', owner.token)).json());
    await ctx.app.inject({ method: 'POST', url: `${url.slice(TEST_PUBLIC_URL.length)}/complete` });
    const { subscription } = await shopOf(shopId, owner.token);
    expect(subscription).toMatchObject({ tier: 'Venue Pro', legacy: false, percent: 2.5, period: 'month' });
  });

  test('only the owner or an admin may start a checkout; the local provider has no sessions to complete', async () => {
    const owner = await createUser(ctx.db);
    const stranger = await createUser(ctx.db);
    const shopId = await createShop(ctx.db, owner.id);
    expect((await checkout(shopId, 'price_local_growth_month', stranger.token)).statusCode).toBe(403);
    const complete = await ctx.app.inject({
      method: 'POST',
      url: `/api/shops/${shopId}/subscription-checkout/complete`,
      headers: bearer(owner.token),
      payload: { sessionId: 'cs_test_1' },
    });
    expect(complete.statusCode).toBe(400);
  });
});

describe('subscription checkout, Stripe', () => {
  function fakeStripe(answers: Record<string, unknown>) {
    const calls: { method: string; url: URL; body: URLSearchParams }[] = [];
    const fn = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      calls.push({ method: init?.method ?? 'GET', url, body: new URLSearchParams(String(init?.body ?? '')) });
      const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
      if (answer === undefined) return new Response(JSON.stringify({ error: { message: 'No such session' } }), { status: 404 });
      return new Response(JSON.stringify(answer), { status: 200 });
    }) as typeof fetch;
    return { fn, calls };
  }

  test('creates a Checkout Session in subscription mode with the spec fields', async () => {
    const stripe = fakeStripe({ 'POST /v1/checkout/sessions': { url: 'https://checkout.stripe.com/c/pay/cs_1' } });
    const result = await createStripeCheckout(
      { secretKey: 'sk_test', fetch: stripe.fn },
      {
        priceId: 'price_growth',
        clientReferenceId: 'shop-1',
        customerEmail: 'owner@example.test',
        successUrl: 'https://app.example/shop/settings?section=subscription',
        cancelUrl: 'https://app.example/shop/settings?section=subscription',
        publicUrl: 'https://app.example',
      },
    );
    expect(result).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_1' });
    expect(Object.fromEntries(stripe.calls[0]?.body ?? [])).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_growth',
      'line_items[0][quantity]': '1',
      client_reference_id: 'shop-1',
      customer_email: 'owner@example.test',
      success_url: 'https://app.example/shop/settings?section=subscription&checkout_session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.example/shop/settings?section=subscription',
    });
  });

  test('a session counts only when complete, in subscription mode, with a price and a subscription', async () => {
    const complete = {
      status: 'complete',
      mode: 'subscription',
      client_reference_id: 'shop-1',
      subscription: 'sub_9',
      line_items: { data: [{ price: { id: 'price_local_pro_year' } }] },
    };
    const paid = fakeStripe({ 'GET /v1/checkout/sessions/cs_1': complete });
    expect(await retrieveStripeCheckout({ secretKey: 'sk', fetch: paid.fn }, 'cs_1')).toEqual({
      clientReferenceId: 'shop-1',
      priceId: 'price_local_pro_year',
      subscriptionId: 'sub_9',
    });
    expect(paid.calls[0]?.url.searchParams.get('expand[]')).toBe('line_items');
    const open = fakeStripe({ 'GET /v1/checkout/sessions/cs_1': { ...complete, status: 'open' } });
    expect(await retrieveStripeCheckout({ secretKey: 'sk', fetch: open.fn }, 'cs_1')).toBeNull();
  });

  test('the complete route applies a paid session of this shop only', async () => {
    const { stripePayments } = await import('../adapters/payments/stripe');
    const { createTestContext: create } = await import('../test/app');
    const session = {
      status: 'complete',
      mode: 'subscription',
      client_reference_id: '',
      subscription: 'sub_1',
      line_items: { data: [{ price: { id: 'price_local_growth_month' } }] },
    };
    const stripe = fakeStripe({ 'GET /v1/checkout/sessions/cs_ok': session });
    const stripeCtx = await create({ payments: stripePayments({ secretKey: 'sk', fetch: stripe.fn }) });
    try {
      const owner = await createUser(stripeCtx.db);
      const shopId = await createShop(stripeCtx.db, owner.id);
      const complete = () =>
        stripeCtx.app.inject({
          method: 'POST',
          url: `/api/shops/${shopId}/subscription-checkout/complete`,
          headers: bearer(owner.token),
          payload: { sessionId: 'cs_ok' },
        });
      session.client_reference_id = 'another-shop';
      expect((await complete()).statusCode).toBe(400);
      session.client_reference_id = shopId;
      const response = await complete();
      expect(response.statusCode).toBe(200);
      expect(shopWriteResponse.parse(response.json()).shop.subscription).toMatchObject({ id: 'sub_1', tier: 'Growth' });
    } finally {
      await stripeCtx.close();
    }
  });
});
