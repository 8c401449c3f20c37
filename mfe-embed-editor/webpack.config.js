const { createAppConfig } = require('@backoffice/webpack-config');

module.exports = createAppConfig({ dir: __dirname, name: 'embedEditor', kind: 'remote', title: 'Embed Store' });
