// The host's build is the shared factory's; everything that makes it a host (no exposes, runtime remotes from
// /remotes.json, publicPath '/', the dev server's manifest + API proxy) is decided there, once.
const { createAppConfig } = require('@backoffice/webpack-config');

module.exports = createAppConfig({ dir: __dirname, name: 'host', kind: 'host', title: 'Venue Back-office' });
