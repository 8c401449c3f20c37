import { z } from 'zod';

/**
 * In the browser, zod must not compile its fast object parsers with `new Function`: the Content-Security-Policy
 * (issue 16) allows no eval, and zod's one-off probe for it is itself reported as a violation on every page. So
 * every app that bundles contracts parses without the JIT. The API keeps it (no CSP on a server, and it is faster).
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
