const { createAppConfig } = require('@backoffice/webpack-config');

module.exports = createAppConfig({ dir: __dirname, name: 'menu', kind: 'remote', title: 'Menu' });
