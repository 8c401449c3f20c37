import { simulateOrders } from './simulator';
import { parseSimulateArgs, SIMULATE_USAGE } from './simulator-plan';

/**
 * CLI of the order simulator (scripts/simulate-orders.mjs); its flags are parsed by simulator-plan.ts. A function,
 * not top-level await: tsx runs this package as CommonJS, which has none (simulator.test.ts runs the CLI for real).
 */
async function main(): Promise<void> {
  let args: ReturnType<typeof parseSimulateArgs>;
  try {
    args = parseSimulateArgs(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\nUsage: ${SIMULATE_USAGE}`);
    process.exit(2);
  }
  const controller = new AbortController();
  process.on('SIGINT', () => controller.abort());
  console.log(
    `Simulating ~${args.ratePerMinute} orders/min for ${args.minutes} min${args.orders !== null ? ` (or ${args.orders} orders)` : ''} against ${args.apiUrl}${args.shopId ? ` (shop ${args.shopId})` : ''}…`,
  );
  try {
    const result = await simulateOrders({
      apiUrl: args.apiUrl,
      email: args.email,
      password: args.password,
      ...(args.shopId ? { shopId: args.shopId } : {}),
      ratePerMinute: args.ratePerMinute,
      minutes: args.minutes,
      ...(args.orders !== null ? { orders: args.orders } : {}),
      openShops: args.openShops,
      log: (line) => console.log(line),
      signal: controller.signal,
    });
    console.log(`\n${result.placed} placed, ${result.refused} refused`);
    const { guest, customer, merchant, kiosk } = result.callers;
    console.log(
      `  callers: ${guest} guests, ${customer} customers (own accounts), ${merchant} as the merchant, ${kiosk} kiosk/POS`,
    );
    for (const [reason, count] of Object.entries(result.reasons)) console.log(`  ${count} × ${reason}`);
  } catch (error) {
    if (controller.signal.aborted) process.exit(0);
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

void main();
