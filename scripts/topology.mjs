// `pnpm topology`: the production topology on this machine (scripts/lib/topology/start.mjs): PostgreSQL primary +
// streaming standby, three API processes behind HAProxy, the host and six remotes from production builds. Prints the
// URL; Ctrl-C stops everything. `--drill` then runs the standby promotion drill and prints its figures.
//   --port-base N   first of the 100 ports it uses (default 30000)
import { ensureInstalled } from './lib/pnpm.mjs';

const args = process.argv.slice(2);
const drill = args.includes('--drill');
const baseAt = args.indexOf('--port-base');
const portBase = baseAt >= 0 ? Number(args[baseAt + 1]) : Number(process.env.TOPOLOGY_PORT_BASE ?? 30000);

await ensureInstalled();
const { startTopology } = await import('./lib/topology/start.mjs');

let topology = null;
let stopping = false;
const shutdown = async (code) => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the topology…');
  await topology?.stop();
  process.exit(code);
};
process.on('SIGINT', () => shutdown(130));
process.on('SIGTERM', () => shutdown(143));

topology = await startTopology({ portBase, quiet: true });
const { ports } = topology;
console.log(`
The production topology is up:
  ${topology.url}   ← open this (HAProxy → host server, API paths → ${topology.apis.length} API processes)
  APIs      ${topology.apiUrls.join('  ')}
  primary   ${topology.primaryUrl}
  standby   ${topology.standbyUrl ?? '(none)'}  (${topology.synchronous ? 'synchronous' : 'asynchronous'} streaming replication; reports read here)
  remotes   ports ${ports.apps.orders}–${ports.apps.admin}
  mail      ${topology.apiUrls[0]}/dev/outbox (any API; files in ${topology.outboxDir})
Ctrl-C stops everything.`);

if (drill) {
  const { promotionDrill, formatDrill } = await import('./lib/topology/drill.mjs');
  try {
    const result = await promotionDrill(topology);
    console.log(formatDrill(result));
    await shutdown(result.lostAcknowledged === 0 ? 0 : 1);
  } catch (error) {
    console.error('The drill failed:', error);
    await shutdown(1);
  }
}
