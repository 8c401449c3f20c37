/**
 * The orders bench's stream of intake orders, shared by its warm-up (in the bench process) and its
 * autocannon run (in the client process, through `requestsFrom`): a customer round robin, 2 lines with options, the
 * voucher on a third of them and each customer at most once (spec 001 §5: a user may use a code once).
 */
export interface IntakeLoad {
  shopId: string;
  tokens: string[];
  products: string[];
  /** orders already placed from this stream (the warm-up), so the run goes on where it stopped */
  from: number;
  /** Idempotency-Key prefix (default `bench`): a stream of its own (the warm-up load) never replays another's keys. */
  keyPrefix?: string;
  /**
   * The voucher code of the stream (default `BENCH`): the warm-up load uses one of its own, so it plans the voucher
   * orders' statements too while each customer's one use of the measured stream's code stays for the run.
   */
  promoCode?: string;
}

export interface IntakeOrder {
  n: number;
  token: string;
  body: string;
}

export function intakeOrders({ tokens, products, from, promoCode = 'BENCH' }: IntakeLoad): () => IntakeOrder {
  let counter = from;
  // every customer the stream has already given the voucher to, the warm-up's included
  const usedVoucher = new Set<number>();
  for (let n = 3; n <= from; n += 3) usedVoucher.add(n % tokens.length);
  return () => {
    counter += 1;
    const customer = counter % tokens.length;
    const voucher = counter % 3 === 0 && !usedVoucher.has(customer);
    if (voucher) usedVoucher.add(customer);
    const first = products[counter % products.length];
    const second = products[(counter * 7) % products.length];
    const body = JSON.stringify({
      orderType: 'pickup',
      origin: 'mobile-app',
      pickupType: 'dynamic',
      lineItems: [
        {
          product: first,
          quantity: 1,
          options: [
            { option: 'bench-size', values: ['l'] },
            { option: 'bench-milk', values: ['oat'] },
          ],
        },
        { product: second, quantity: 2 },
      ],
      ...(voucher ? { promoCode } : {}),
      payment: { method: 'card' },
    });
    return { n: counter, token: tokens[customer] ?? '', body };
  };
}

/** autocannon's `requests` for the stream: each one a new order with its own Idempotency-Key. */
export function intakeRequests(load: IntakeLoad): unknown[] {
  const next = intakeOrders(load);
  const prefix = load.keyPrefix ?? 'bench';
  return [
    {
      method: 'POST',
      setupRequest: (request: Record<string, unknown>) => {
        const order = next();
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${order.token}`,
            'idempotency-key': `${prefix}-${order.n}`,
          },
          body: order.body,
        };
      },
    },
  ];
}
