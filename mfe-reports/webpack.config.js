const { createAppConfig } = require('@backoffice/webpack-config');

module.exports = createAppConfig({ dir: __dirname, name: 'reports', kind: 'remote', title: 'Reports' });
