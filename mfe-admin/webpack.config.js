const { createAppConfig } = require('@backoffice/webpack-config');

module.exports = createAppConfig({ dir: __dirname, name: 'admin', kind: 'remote', title: 'Admin' });
