// Which requests to the host's origin belong to the API. Some paths are both a page and a call
// (GET /login is the sign-in page, POST /login signs in), so the method decides.
// Paths use fastify's syntax, so the host server registers exactly these as proxy routes.
const API_PREFIX = '/api/';
const PUBLIC_CALLS = [
  { method: 'POST', path: '/login' },
  { method: 'POST', path: '/signup' },
  // two-step sign-in's code step, after POST /login answered { mfaRequired, mfaToken }
  { method: 'POST', path: '/login/mfa' },
  // ends the bearer token's session on the server (the host's Logout)
  { method: 'POST', path: '/logout' },
  { method: 'POST', path: '/forgot-password' },
  { method: 'POST', path: '/forgot-password/:resetToken' },
  { method: 'GET', path: '/platform-plans' },
  // spec 000 §7: guests read their info here instead of /api/users/:id
  { method: 'GET', path: '/guests/:guestId' },
];

function toRegExp(path) {
  return new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
}

function isApiRequest(method, pathname) {
  if (pathname.startsWith(API_PREFIX)) return true;
  return PUBLIC_CALLS.some((call) => call.method === method.toUpperCase() && toRegExp(call.path).test(pathname));
}

module.exports = { isApiRequest, API_PREFIX, PUBLIC_CALLS };
