import { randomInt, randomUUID } from 'node:crypto';
import { canClaimLoyaltyReward, type LoyaltySettings, loyaltyPointsEarned, loyaltyRewardCost } from '@backoffice/contracts';
import type { Db } from '../db/types';

/**
 * Loyalty cards: one per customer (user) and shop, `points` kept in the database. The rules (what an order earns,
 * what a reward costs) are pure functions in contracts (`rules/intake/loyalty.ts`); this module applies them with
 * row locks so two completions or claims at once never lose or double points.
 * Called by the intake (reward lines) and by the orders routes (completion, claim / assign / set on the customer page).
 */
export interface LoyaltyCardRow {
  id: string;
  shop_id: string;
  user_id: string;
  reward_number: string;
  points: number;
  rewards_claimed: number;
  created_at: Date;
  updated_at: Date;
}

const CARD_COLUMNS = 'id, shop_id, user_id, reward_number, points, rewards_claimed, created_at, updated_at';

/** A reward number a person can read out at the counter: 10 digits, unique (retried on the rare clash). */
function newRewardNumber(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

export async function findLoyaltyCard(
  db: Db,
  shopId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LoyaltyCardRow | null> {
  const [row] = await db.query<LoyaltyCardRow>(
    `select ${CARD_COLUMNS} from loyalty_cards where shop_id = $1 and user_id = $2 ${options.forUpdate ? 'for update' : ''}`,
    [shopId, userId],
  );
  return row ?? null;
}

/** The customer's card at this shop, created with 0 points on first use (safe under concurrency). */
export async function ensureLoyaltyCard(db: Db, shopId: string, userId: string): Promise<LoyaltyCardRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [created] = await db.query<LoyaltyCardRow>(
      `insert into loyalty_cards (id, shop_id, user_id, reward_number) values ($1, $2, $3, $4)
       on conflict do nothing returning ${CARD_COLUMNS}`,
      [randomUUID(), shopId, userId, newRewardNumber()],
    );
    if (created) return created;
    const existing = await findLoyaltyCard(db, shopId, userId);
    if (existing) return existing;
    // the conflict was a reward-number clash: try another number
  }
  throw new Error('could not allocate a loyalty reward number');
}

/** Sets a card's points (customer page "set the card"); never below 0. */
export async function setLoyaltyPoints(db: Db, shopId: string, userId: string, points: number): Promise<LoyaltyCardRow> {
  const card = await ensureLoyaltyCard(db, shopId, userId);
  const [row] = await db.query<LoyaltyCardRow>(
    `update loyalty_cards set points = $2, updated_at = now() where id = $1 returning ${CARD_COLUMNS}`,
    [card.id, Math.max(0, Math.floor(points))],
  );
  if (!row) throw new Error('loyalty card vanished');
  return row;
}

/** Gives the card another reward number (a physical card handed over); a number in use is a unique violation. */
export async function setRewardNumber(db: Db, cardId: string, rewardNumber: string): Promise<LoyaltyCardRow> {
  const [row] = await db.query<LoyaltyCardRow>(
    `update loyalty_cards set reward_number = $2, updated_at = now() where id = $1 returning ${CARD_COLUMNS}`,
    [cardId, rewardNumber],
  );
  if (!row) throw new Error('loyalty card vanished');
  return row;
}

/** Adds (or, negative, removes) points atomically, never below 0. */
export async function addLoyaltyPoints(db: Db, shopId: string, userId: string, delta: number): Promise<LoyaltyCardRow> {
  const card = await ensureLoyaltyCard(db, shopId, userId);
  const [row] = await db.query<LoyaltyCardRow>(
    `update loyalty_cards set points = greatest(0, points + $2), updated_at = now() where id = $1 returning ${CARD_COLUMNS}`,
    [card.id, Math.trunc(delta)],
  );
  if (!row) throw new Error('loyalty card vanished');
  return row;
}

export type ClaimResult =
  | { ok: true; card: LoyaltyCardRow; cost: number }
  | { ok: false; reason: 'disabled' | 'not-enough-points'; points: number; cost: number };

/**
 * Takes `limit` points off the card for one reward, only when it holds them (a guarded UPDATE: two claims at once
 * cannot both spend the same points). Call it inside the transaction that records the reward.
 */
export async function claimLoyaltyReward(
  db: Db,
  shopId: string,
  userId: string,
  settings: LoyaltySettings | null | undefined,
): Promise<ClaimResult> {
  const cost = loyaltyRewardCost(settings);
  const card = await ensureLoyaltyCard(db, shopId, userId);
  if (!settings?.enabled) return { ok: false, reason: 'disabled', points: card.points, cost };
  if (!canClaimLoyaltyReward(settings, card.points)) return { ok: false, reason: 'not-enough-points', points: card.points, cost };
  const [row] = await db.query<LoyaltyCardRow>(
    `update loyalty_cards set points = points - $2, rewards_claimed = rewards_claimed + 1, updated_at = now()
     where id = $1 and points >= $2 returning ${CARD_COLUMNS}`,
    [card.id, cost],
  );
  if (!row) {
    const current = await findLoyaltyCard(db, shopId, userId);
    return { ok: false, reason: 'not-enough-points', points: current?.points ?? 0, cost };
  }
  return { ok: true, card: row, cost };
}

/**
 * Completion: credits the points the order earns (shop loyalty `type`) to its owner's card, once per order
 * (`orders.loyalty_points_awarded` is set in the same statement that claims the order, so a second completion or a
 * concurrent one earns nothing). Guests and kiosk orders without a user earn nothing. Returns the points credited.
 */
export async function awardLoyaltyPointsForOrder(
  db: Db,
  orderId: string,
  settings: LoyaltySettings | null | undefined,
): Promise<number> {
  const lines = await db.query<{ product_id: string | null; category_id: string | null; quantity: number; is_reward: boolean }>(
    `select li.product_id, p.category_id, li.quantity, li.is_reward
     from order_line_items li left join products p on p.id = li.product_id where li.order_id = $1`,
    [orderId],
  );
  const points = loyaltyPointsEarned(
    settings,
    lines.map((line) => ({
      productId: line.product_id,
      categoryId: line.category_id,
      quantity: line.quantity,
      isReward: line.is_reward,
    })),
  );
  const [order] = await db.query<{ shop_id: string; owner_id: string | null }>(
    `update orders set loyalty_points_awarded = $2
     where id = $1 and loyalty_points_awarded is null and owner_id is not null
     returning shop_id, owner_id`,
    [orderId, points],
  );
  if (!order?.owner_id || points === 0) return 0;
  await addLoyaltyPoints(db, order.shop_id, order.owner_id, points);
  return points;
}
