// Everything about how the host builds (federation, shared singletons, swc, hashed chunks, publicPath '/', the dev
// server's /remotes.json, /host-config.json and API proxy) is decided in @backoffice/webpack-config, once.
const { createAppConfig } = require('@backoffice/webpack-config');

module.exports = createAppConfig({ dir: __dirname, name: 'host', kind: 'host', title: 'Venue Back-office' });
