const { createAppConfig } = require('@backoffice/webpack-config');

module.exports = createAppConfig({ dir: __dirname, name: 'orders', kind: 'remote', title: 'Orders' });
