// The host's build is the shared factory's; everything that makes it a host (no exposes, runtime remotes from
// /remotes.json, publicPath '/', the dev server's manifest + API proxy) is decided there, once.
const { createAppConfig } = require('@backoffice/webpack-config');

const base = createAppConfig({ dir: __dirname, name: 'host', kind: 'host', title: 'Venue Back-office' });

/**
 * GET /host-config.json (src/config/host-config.ts) on the dev server, from GOOGLE_MAPS_API_KEY and
 * PUBLIC_SITE_URL. In production the file is deployment config: see README "Run-time config".
 */
function hostConfigFromEnv(env = process.env) {
  const config = {};
  if (env.GOOGLE_MAPS_API_KEY) config.googleMapsApiKey = env.GOOGLE_MAPS_API_KEY;
  if (env.PUBLIC_SITE_URL) config.publicSiteUrl = env.PUBLIC_SITE_URL;
  return config;
}

module.exports = (env, argv) => {
  const config = base(env, argv);
  const setupMiddlewares = config.devServer.setupMiddlewares;
  config.devServer.setupMiddlewares = (middlewares, devServer) => {
    devServer.app.get('/host-config.json', (_req, res) => {
      res.set('Cache-Control', 'no-cache').json(hostConfigFromEnv());
    });
    return setupMiddlewares(middlewares, devServer);
  };
  return config;
};
