import type { PaymentsAdapter } from '../../adapters/payments';
import { bearer, createShop, createTestContext, createUser, type TestContext } from '../../test/app';
import { insertMenu, type TestMenu } from '../../test/orders';

// A card charged for an order that is then not stored must be given back: the customer never pays for nothing.
// The database is made to fail after the charge by a trigger that refuses one marked order.

const charges: string[] = [];
const refunds: string[] = [];
let ctx: TestContext;
let customer: Awaited<ReturnType<typeof createUser>>;
let shopId: string;
let deletedShopId: string;
let menu: TestMenu;

beforeAll(async () => {
  const notUsed = () => {
    throw new Error('not used by the order intake');
  };
  const recording: PaymentsAdapter = {
    name: 'local',
    getAccount: notUsed,
    getBalance: notUsed,
    listPayouts: notUsed,
    tomorrowPayouts: notUsed,
    createAccountLink: notUsed,
    createSubscriptionCheckout: notUsed,
    retrieveSubscriptionCheckout: notUsed,
    setLocation: notUsed,
    chargeOrder: async ({ orderId }) => {
      charges.push(`ch_test_${orderId}`);
      return { id: `ch_test_${orderId}` };
    },
    refundCharge: async (chargeId) => {
      refunds.push(chargeId);
    },
  };
  ctx = await createTestContext({ payments: recording, now: () => new Date('2026-03-02T00:00:00Z') });
  const owner = await createUser(ctx.db, { roles: ['merchant'] });
  customer = await createUser(ctx.db, { roles: ['consumer'] });
  const settings = { openingHours: { twentyFourSeven: true, openingDays: [] }, pickup: { enabled: true, allowASAP: true } };
  shopId = await createShop(ctx.db, owner.id, 'Refund Cafe', settings);
  deletedShopId = await createShop(ctx.db, owner.id, 'Closed For Good', settings);
  await ctx.db.query(`update shops set status = 'accepting orders'`);
  await ctx.db.query(`update shops set deleted_at = now() where id = $1`, [deletedShopId]);
  menu = await insertMenu(ctx.db, shopId, { Coffee: [['Flat White', 550]] });
  await ctx.db.query(`create function refuse_marked_order() returns trigger language plpgsql as $$
    begin
      if new.notes = 'fail after charge' then raise exception 'storage failed'; end if;
      return new;
    end $$`);
  await ctx.db.query(
    'create trigger refuse_marked_order before insert on orders for each row execute function refuse_marked_order()',
  );
});

afterAll(async () => {
  await ctx.close();
});

const order = (notes: string) => ({
  orderType: 'pickup',
  origin: 'mobile-app',
  pickupType: 'dynamic',
  lineItems: [{ product: menu.products[0]?.id, quantity: 1 }],
  payment: { method: 'card' },
  notes,
});

const orderCount = async () =>
  (await ctx.db.query<{ n: number }>('select count(*)::int as n from orders where shop_id = $1', [shopId]))[0]?.n;

describe('order intake and the card charge', () => {
  it('keeps the charge of an order that is stored', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/shops/${shopId}/orders`,
      payload: order('extra hot'),
      headers: bearer(customer.token),
    });
    expect(response.statusCode).toBe(201);
    expect(charges).toHaveLength(1);
    expect(refunds).toEqual([]);
  });

  it('refunds the charge when the order fails to be stored after it, and stores nothing', async () => {
    const before = await orderCount();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/shops/${shopId}/orders`,
      payload: order('fail after charge'),
      headers: bearer(customer.token),
    });
    expect(response.statusCode).toBe(500);
    expect(charges).toHaveLength(2);
    expect(refunds).toEqual([charges[1]]);
    expect(await orderCount()).toBe(before);
  });

  it('refuses an order for a deleted shop before charging anything', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/shops/${deletedShopId}/orders`,
      payload: order('too late'),
      headers: bearer(customer.token),
    });
    expect(response.statusCode).toBe(404);
    expect(charges).toHaveLength(2);
  });
});
