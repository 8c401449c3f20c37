// Everything about how the host builds (federation, shared singletons, swc, hashed chunks, publicPath '/', the dev
// server's /remotes.json, /host-config.json and API proxy) is decided in @backoffice/webpack-config, once.
const { createAppConfig } = require('@backoffice/webpack-config');
const { PrerenderPagesPlugin, HOST_DEFINES } = require('./prerender-plugin.cjs');

const appConfig = createAppConfig({ dir: __dirname, name: 'host', kind: 'host', title: 'Venue Back-office' });

module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  // The production build also draws the signed-out pages (prerender-plugin.cjs); the dev server draws them in the browser.
  if (argv.mode !== 'development') {
    config.plugins.push(new PrerenderPagesPlugin({ dir: __dirname, define: HOST_DEFINES }));
  }
  return config;
};
