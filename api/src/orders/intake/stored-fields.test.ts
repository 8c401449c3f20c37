import type { Order } from '@backoffice/contracts';
import type { ShopSettings } from '../../shops/settings';
import { bearer, createShop, createTestContext, createUser, type TestContext, withOptions } from '../../test/app';
import { insertMenu, type TestMenu } from '../../test/orders';

/**
 * The intake answers the stored order in the shape GET /api/shops/:shopId/orders returns: what a channel sends
 * besides the lines — contact tracing, notes, delivery address and notes, the dine-in table — is stored, and the
 * orders list serves it back field by field (not only "the list equals the answer", which two equally wrong shapes
 * would pass). The dine-in serving is not a field of the Order entity (spec 001 §3 lists none), so it is read from
 * its column.
 */

const NOW = new Date('2026-03-01T22:00:00Z'); // Monday 2 March, 11:00 in Auckland
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createUser>>;
let customer: Awaited<ReturnType<typeof createUser>>;
let shopId: string;
let menu: TestMenu;

const SETTINGS = {
  address: { formatted_address: '12 Queens Wharf, Wellington', location: { lat: -41.2847, lng: 174.7781 } },
  orderingPreferences: { preparationTime: 10, feePercent: 15 },
  openingHours: { twentyFourSeven: true, openingDays: [] },
  pickup: { enabled: true, allowASAP: true },
  delivery: {
    enabled: true,
    deliveryType: 'self-delivery' as const,
    radius: 5,
    orderMinimum: 0,
    feeType: 'fixed' as const,
    fixedCost: 500,
    freeDeliveryMinSpend: 0,
  },
  dineIn: {
    enabled: true,
    servingIdentifier: 'table-number' as const,
    tables: [
      { _id: 'table-4', number: '4', capacity: 2 },
      { _id: 'table-12', number: '12', capacity: 6 },
    ],
  },
} as ShopSettings;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  owner = await createUser(ctx.db, { roles: ['merchant'] });
  customer = await createUser(ctx.db, { roles: ['consumer'] });
  shopId = await createShop(ctx.db, owner.id, 'Stored Fields Café', SETTINGS);
  await ctx.db.query(`update shops set status = 'accepting orders' where id = $1`, [shopId]);
  menu = await insertMenu(ctx.db, shopId, { Coffee: [['Flat White', 550]] });
});

afterAll(async () => {
  await ctx.close();
});

async function place(body: Record<string, unknown>): Promise<Order> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${shopId}/orders`,
    payload: {
      lineItems: [{ product: menu.products[0]?.id, quantity: 1, notes: 'extra hot' }],
      payment: { method: 'card' },
      ...body,
    },
    headers: bearer(customer.token),
  });
  expect(response.statusCode).toBe(201);
  return response.json().order as Order;
}

async function listed(orderId: string): Promise<Order> {
  const response = await ctx.app.inject({
    url: withOptions(`/api/shops/${shopId}/orders?dateRange=year`, { populate: ['owner', 'promoCode'] }),
    headers: bearer(owner.token),
  });
  expect(response.statusCode).toBe(200);
  const found = (response.json().orders as Order[]).find((entry) => entry._id === orderId);
  if (!found) throw new Error(`order ${orderId} is not in the list`);
  return found;
}

describe('what intake stores is what the orders list serves, field by field', () => {
  test('delivery: contactTracing, notes, deliveryInfo (formatted_address, deliveryNotes, arrival) and the line notes', async () => {
    const answered = await place({
      orderType: 'delivery',
      origin: 'web',
      deliveryInfo: {
        address: { formatted_address: 'Te Papa, 55 Cable Street, Wellington', location: { lat: -41.2906, lng: 174.7824 } },
        deliveryNotes: 'Leave at the front desk',
      },
      contactTracing: { name: 'Mere Tūhoe', email: 'mere@example.test', phone: '+64 21 555 0102' },
      notes: 'Ring the bell twice',
    });
    const order = await listed(answered._id);
    expect(order.orderType).toBe('delivery');
    expect(order.contactTracing?.name).toBe('Mere Tūhoe');
    expect(order.contactTracing?.email).toBe('mere@example.test');
    expect(order.contactTracing?.phone).toBe('+64 21 555 0102');
    expect(order.notes).toBe('Ring the bell twice');
    expect(order.deliveryInfo?.address?.formatted_address).toBe('Te Papa, 55 Cable Street, Wellington');
    expect(order.deliveryInfo?.deliveryNotes).toBe('Leave at the front desk');
    // arrival: now + preparation (10 min) + 30 min on the road (place-order.ts)
    expect(order.deliveryInfo?.arrival?.time).toBe(new Date(NOW.getTime() + 40 * 60_000).toISOString());
    expect(order.lineItems.map((line) => line.notes)).toEqual(['extra hot']);
    expect(order.totalPayment).toBe(550 + 500);
    expect(order).toEqual(answered);
  });

  test('dine-in: the table is stored as the serving (identifier, table number, table id); contactTracing and notes listed', async () => {
    const answered = await place({
      orderType: 'dine-in',
      origin: 'mobile-app',
      table: ' 12 ',
      contactTracing: { name: 'Hemi Walker', phone: '+64 27 555 0199' },
      notes: 'Birthday: candle please',
    });
    const order = await listed(answered._id);
    expect(order.orderType).toBe('dine-in');
    expect(order.contactTracing?.name).toBe('Hemi Walker');
    expect(order.contactTracing?.phone).toBe('+64 27 555 0199');
    expect(order.contactTracing?.email).toBeUndefined();
    expect(order.notes).toBe('Birthday: candle please');
    expect(order.deliveryInfo ?? null).toBeNull();
    const [row] = await ctx.db.query<{ serving: unknown }>('select serving from orders where id = $1', [answered._id]);
    expect(row?.serving).toEqual({ servingIdentifier: 'table-number', value: '12', tableId: 'table-12' });
    expect(order).toEqual(answered);
  });

  test('pickup without the optional fields: none of them is invented', async () => {
    const answered = await place({ orderType: 'pickup', origin: 'mobile-app', pickupType: 'dynamic' });
    const order = await listed(answered._id);
    expect(order.contactTracing ?? null).toBeNull();
    expect(order.notes).toBeUndefined();
    expect(order.deliveryInfo ?? null).toBeNull();
    const [row] = await ctx.db.query<{ serving: unknown }>('select serving from orders where id = $1', [answered._id]);
    expect(row?.serving ?? null).toBeNull();
  });
});
