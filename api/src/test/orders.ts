import { randomUUID } from 'node:crypto';
import type { PaymentsAdapter } from '../adapters/payments';
import type { Db } from '../db/types';

/** Test fixtures for menus and orders, written straight to the database (the order routes come with their issue). */

export interface TestLine {
  productId: string | null;
  productName: string;
  categoryName?: string | null;
  quantity: number;
  unitPrice: number;
  optionsPrice?: number;
  isUpsell?: boolean;
  /** A loyalty reward: line_total 0. */
  isReward?: boolean;
}

export interface TestOrder {
  id?: string;
  shopId: string;
  createdAt: string;
  status: 'pending' | 'accepted' | 'rejected' | 'completed';
  origin?: 'web' | 'kiosk' | 'mobile-app';
  orderType?: 'pickup' | 'dine-in' | 'delivery';
  ownerId?: string | null;
  /** What the customer paid; default: the sum of the line totals. */
  totalPayment?: number;
  contactTracing?: { name?: string; email?: string; phone?: string } | null;
  lines: TestLine[];
}

export const lineTotal = (line: TestLine) => (line.isReward ? 0 : line.quantity * (line.unitPrice + (line.optionsPrice ?? 0)));

/** One order and its lines (two statements, like an ordering channel would write them). Returns the order id. */
export async function insertOrder(db: Db, order: TestOrder): Promise<string> {
  const id = order.id ?? randomUUID();
  const total = order.lines.reduce((sum, line) => sum + lineTotal(line), 0);
  await db.query(
    `insert into orders (id, shop_id, owner_id, status, order_type, origin, total, total_payment, contact_tracing, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::timestamptz)`,
    [
      id,
      order.shopId,
      order.ownerId ?? null,
      order.status,
      order.orderType ?? 'pickup',
      order.origin ?? 'web',
      total,
      order.totalPayment ?? total,
      order.contactTracing ? JSON.stringify(order.contactTracing) : null,
      order.createdAt,
    ],
  );
  await insertLines(db, order.shopId, id, order.lines);
  return id;
}

export async function insertLines(db: Db, shopId: string, orderId: string, lines: TestLine[], firstOrder = 0): Promise<void> {
  if (lines.length === 0) return;
  await db.query(
    `insert into order_line_items (id, order_id, shop_id, product_id, product_name, category_name, quantity, unit_price,
                                   options_price, line_total, is_upsell, is_reward, display_order)
     select gen_random_uuid()::text, $1, $2, l.product_id, l.product_name, l.category_name, l.quantity, l.unit_price,
            l.options_price, l.line_total, l.is_upsell, l.is_reward, l.display_order
     from unnest($3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::int[], $10::bool[], $11::bool[], $12::int[])
       as l(product_id, product_name, category_name, quantity, unit_price, options_price, line_total, is_upsell, is_reward, display_order)`,
    [
      orderId,
      shopId,
      lines.map((line) => line.productId),
      lines.map((line) => line.productName),
      lines.map((line) => line.categoryName ?? null),
      lines.map((line) => line.quantity),
      lines.map((line) => line.unitPrice),
      lines.map((line) => line.optionsPrice ?? 0),
      lines.map(lineTotal),
      lines.map((line) => line.isUpsell ?? false),
      lines.map((line) => line.isReward ?? false),
      lines.map((_, index) => firstOrder + index),
    ],
  );
}

export interface TestMenu {
  categories: { id: string; name: string }[];
  products: { id: string; name: string; price: number; categoryId: string; categoryName: string }[];
}

/** Categories with products: `{ Coffee: [['Flat White', 550], …], … }`, in that order. */
export async function insertMenu(
  db: Db,
  shopId: string,
  menu: Record<string, [name: string, price: number, stock?: number][]>,
): Promise<TestMenu> {
  const result: TestMenu = { categories: [], products: [] };
  let categoryOrder = 0;
  for (const [categoryName, products] of Object.entries(menu)) {
    const categoryId = randomUUID();
    await db.query(
      `insert into categories (id, shop_id, name, display_order, availability) values ($1, $2, $3, $4, '{}'::jsonb)`,
      [categoryId, shopId, categoryName, categoryOrder++],
    );
    result.categories.push({ id: categoryId, name: categoryName });
    let productOrder = 0;
    for (const [name, price, stock] of products) {
      const productId = randomUUID();
      await db.query(
        `insert into products (id, shop_id, category_id, name, price, stock, display_order) values ($1, $2, $3, $4, $5, $6, $7)`,
        [productId, shopId, categoryId, name, price, stock ?? -1, productOrder++],
      );
      result.products.push({ id: productId, name, price, categoryId, categoryName });
    }
  }
  return result;
}

/**
 * A payments adapter for intake tests: the test supplies the two calls an order makes (charge, refund); any other
 * call fails loudly, since the order intake must not make it.
 */
export function intakePayments(calls: Pick<PaymentsAdapter, 'chargeOrder' | 'refundCharge'>): PaymentsAdapter {
  const notUsed = () => {
    throw new Error('not used by the order intake');
  };
  return {
    name: 'local',
    getAccount: notUsed,
    getBalance: notUsed,
    listPayouts: notUsed,
    tomorrowPayouts: notUsed,
    createAccountLink: notUsed,
    createSubscriptionCheckout: notUsed,
    retrieveSubscriptionCheckout: notUsed,
    setLocation: notUsed,
    refundOrder: notUsed,
    ...calls,
  };
}
