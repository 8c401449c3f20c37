// The standby promotion drill (`pnpm topology --drill`): writes go through the load balancer the whole time; the
// primary stops as if its machine died (pg_ctl -m immediate), the standby is promoted, the API processes restart on
// it; then every write the API acknowledged must be on the new primary. Prints how long writes failed.

import { STANDBY_NAME } from './postgres.mjs';

const DEMO_MERCHANT = { username: 'merchant@example.com', password: 'merchant123' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(url, method, path, { token, body } = {}) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(5000),
  });
  const text = await res.text();
  let json = {};
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json };
}

/**
 * @param {Awaited<ReturnType<import('./start.mjs').startTopology>>} topology
 * @param {{ beforeMs?: number, afterMs?: number, log?: (line: string) => void }} [options]
 */
export async function promotionDrill(topology, { beforeMs = 3000, afterMs = 3000, log = console.log } = {}) {
  const standby = topology.postgres.standby;
  if (!standby) throw new Error('the drill needs a standby (startTopology({ standby: true }))');
  const { url } = topology;
  const login = await call(url, 'POST', '/login', { body: DEMO_MERCHANT });
  if (login.status !== 200) throw new Error(`merchant sign-in failed: ${login.status} ${JSON.stringify(login.json)}`);
  const token = String(login.json.token);
  const shops = await call(url, 'GET', `/api/users/${String(login.json.userId)}/shops`, { token });
  const shopId = String(shops.json.shops?.[0]?._id ?? '');
  if (!shopId) throw new Error('the demo merchant has no shop');

  // --- the writer: one category after another, each acknowledged one remembered
  const acknowledged = new Map(); // category id → name
  const attempts = [];
  let writing = true;
  let sequence = 0;
  const writer = async () => {
    while (writing) {
      sequence += 1;
      const name = `Drill ${sequence}`;
      const at = Date.now();
      let status = 0;
      try {
        const res = await call(url, 'POST', '/api/categories', { token, body: { categoryInfo: { shop: shopId, name } } });
        status = res.status;
        if (status === 201) acknowledged.set(String(res.json.category?._id), name);
      } catch {
        status = 0; // no answer (timed out or cut): not acknowledged
      }
      attempts.push({ at, done: Date.now(), ok: status === 201, status });
      if (status !== 201) await sleep(50);
    }
  };
  const writers = [writer(), writer()];

  await sleep(beforeMs);
  // how far the standby's replay trails the primary under this write load (what a report on the standby may miss)
  const lag = await topology.psql(
    `select coalesce(extract(epoch from replay_lag) * 1000, 0)::float8 as replay_ms, sync_state
     from pg_stat_replication where application_name = $1`,
    { params: [STANDBY_NAME] },
  );
  log('Drill: stopping the primary (immediate: as if its machine died)…');
  const stoppedAt = Date.now();
  await topology.postgres.primary.stop('immediate');
  log('Drill: promoting the standby…');
  await standby.promote();
  const promotedAt = Date.now();
  log(`Drill: promoted in ${promotedAt - stoppedAt} ms; restarting the APIs on it…`);
  await Promise.all(topology.apis.map((api) => api.restart({ DATABASE_URL: standby.url, READ_DATABASE_URL: '' })));
  const repointedAt = Date.now();
  await sleep(afterMs);
  writing = false;
  await Promise.all(writers);

  // --- every acknowledged write on the new primary
  const ids = [...acknowledged.keys()];
  const found = await topology.psql('select id from categories where id = any($1::text[])', {
    on: 'standby',
    params: [ids],
  });
  const present = new Set(found.map((row) => row.id));
  const lost = ids.filter((id) => !present.has(id));

  // writes failed for: the longest time between two acknowledged writes (the outage spans the stop)
  const oks = attempts
    .filter((a) => a.ok)
    .map((a) => a.done)
    .sort((a, b) => a - b);
  let outage = 0;
  for (let i = 1; i < oks.length; i += 1) if (oks[i] >= stoppedAt) outage = Math.max(outage, oks[i] - oks[i - 1]);
  const recovered = oks.some((done) => done >= repointedAt);
  return {
    synchronous: topology.synchronous,
    replayLagMs: lag[0] ? Math.round(lag[0].replay_ms * 10) / 10 : null,
    writes: attempts.length,
    acknowledged: ids.length,
    failed: attempts.filter((a) => !a.ok).length,
    lostAcknowledged: lost.length,
    promoteMs: promotedAt - stoppedAt,
    repointMs: repointedAt - promotedAt,
    writeOutageMs: recovered ? outage : null,
  };
}

export function formatDrill(r) {
  return `
Standby promotion drill (${r.synchronous ? 'synchronous' : 'asynchronous'} replication)
  writes sent           ${r.writes} (${r.acknowledged} acknowledged, ${r.failed} failed or unanswered)
  standby replay lag    ${r.replayLagMs ?? '?'} ms under the write load, before the stop
  promote               ${r.promoteMs} ms (pg_ctl promote)
  APIs repointed        ${r.repointMs} ms (all restarted on the new primary)
  writes failed for     ${r.writeOutageMs === null ? 'ever (no write succeeded after the stop)' : `${r.writeOutageMs} ms`}
  acknowledged, lost    ${r.lostAcknowledged} ${r.lostAcknowledged === 0 ? '(every acknowledged write is on the new primary)' : '← LOST'}`;
}
