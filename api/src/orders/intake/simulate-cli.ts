import { parseArgs } from 'node:util';
import { simulateOrders } from './simulator';

/** CLI of the order simulator (scripts/simulate-orders.mjs). */
const { values } = parseArgs({
  options: {
    shop: { type: 'string' },
    rate: { type: 'string', default: '6' },
    minutes: { type: 'string', default: '10' },
    orders: { type: 'string' },
    api: { type: 'string', default: process.env.API_URL ?? 'http://127.0.0.1:4000' },
    email: { type: 'string', default: 'merchant@example.com' },
    password: { type: 'string', default: 'merchant123' },
    open: { type: 'boolean', default: false },
  },
});

const rate = Number.parseFloat(String(values.rate).replace(/\/min$/, ''));
const controller = new AbortController();
process.on('SIGINT', () => controller.abort());
console.log(
  `Simulating ~${rate} orders/min for ${values.minutes} min against ${values.api}${values.shop ? ` (shop ${values.shop})` : ''}…`,
);
try {
  const result = await simulateOrders({
    apiUrl: String(values.api),
    email: String(values.email),
    password: String(values.password),
    ...(values.shop ? { shopId: values.shop } : {}),
    ratePerMinute: rate,
    minutes: Number(values.minutes),
    ...(values.orders ? { orders: Number(values.orders) } : {}),
    openShops: values.open === true,
    log: (line) => console.log(line),
    signal: controller.signal,
  });
  console.log(`\n${result.placed} placed, ${result.refused} refused`);
  for (const [reason, count] of Object.entries(result.reasons)) console.log(`  ${count} × ${reason}`);
} catch (error) {
  if (controller.signal.aborted) process.exit(0);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
