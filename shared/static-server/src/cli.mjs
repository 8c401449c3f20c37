#!/usr/bin/env node
import { createRequire } from 'node:module';
// backoffice-serve --kind host|remote --root DIR --port N [--api URL] [--host ADDR]
import { parseArgs } from 'node:util';

const { serveApp } = createRequire(import.meta.url)('./server.cjs');

const { values } = parseArgs({
  options: {
    kind: { type: 'string', default: 'remote' },
    root: { type: 'string' },
    port: { type: 'string' },
    api: { type: 'string' },
    host: { type: 'string', default: process.env.HOST || '127.0.0.1' },
  },
});
if (!values.root || !values.port) {
  console.error('usage: backoffice-serve --kind host|remote --root DIR --port N [--api URL] [--host ADDR]');
  process.exit(2);
}
const app = await serveApp({
  kind: values.kind === 'host' ? 'host' : 'remote',
  root: values.root,
  port: Number(values.port),
  host: values.host,
  apiUrl: values.api || process.env.API_URL,
});
const stop = () => app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
