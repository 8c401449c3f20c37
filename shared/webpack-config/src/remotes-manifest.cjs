// The run-time remotes manifest the host fetches at boot (GET /remotes.json): remote name → remoteEntry.js URL.
// Where the remotes live is deployment config, so a team redeploys its remote without rebuilding the host.
// Override one remote with REMOTE_<NAME>_URL (e.g. REMOTE_ORDERS_URL, REMOTE_EMBED_EDITOR_URL), or all of them
// with REMOTES_MANIFEST (JSON text).
const { PORTS } = require('./ports.cjs');

const REMOTES = ['orders', 'menu', 'settings', 'embedEditor', 'reports', 'admin'];

function envKey(name) {
  return `REMOTE_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_URL`;
}

/** @param {NodeJS.ProcessEnv} env @param {{ host?: string, ports?: Record<string, number> }} [opts] */
function remotesManifest(env = process.env, opts = {}) {
  const host = opts.host || 'localhost';
  const ports = { ...PORTS, ...(opts.ports || {}) };
  const fromJson = env.REMOTES_MANIFEST ? JSON.parse(env.REMOTES_MANIFEST) : {};
  const manifest = {};
  for (const name of REMOTES) {
    manifest[name] = env[envKey(name)] || fromJson[name] || `http://${host}:${ports[name]}/remoteEntry.js`;
  }
  return manifest;
}

module.exports = { remotesManifest, REMOTES, envKey };
