import {
  authResponse,
  mfaChallenge,
  mfaSetupResponse,
  mfaStatus,
  RECOVERY_CODE_COUNT,
  recoveryCodesResponse,
  TWO_STEP,
  TWO_STEP_REQUIRED_CODE,
} from '@backoffice/contracts';
import { Secret, TOTP } from 'otpauth';
import { NOT_YOUR_SHOP } from '../../shops/access';
import { bearer, createShop, createTestContext, createUser, message, type TestContext, type TestUser } from '../../test/app';
import { insertMenu, insertOrder } from '../../test/orders';
import { LOGIN_THROTTLE, THROTTLED_MESSAGE } from '../throttle';
import { signMfaToken } from './mfa-token';
import {
  ALREADY_ON_MESSAGE,
  MFA_TOKEN_INVALID_MESSAGE,
  OWN_TWO_STEP_FIRST_MESSAGE,
  PASSWORD_INCORRECT_MESSAGE,
  WRONG_CODE_MESSAGE,
} from './routes';

/** One app for the file, with admins required to use two-step sign-in (as in production); merchants are not. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { requireAdminTwoStep: true } });
});
afterAll(async () => {
  await ctx.close();
});

let ipCounter = 0;
/** Each test signs in from its own address, so the per-IP throttle of one never touches another. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const PASSWORD = 'kowhai-in-spring';

/** The code an authenticator app shows `steps` time steps from now (the API accepts the step before and after). */
function codeAt(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: TWO_STEP.digits, period: TWO_STEP.periodSeconds }).generate({
    timestamp: Date.now() + steps * TWO_STEP.periodSeconds * 1000,
  });
}

function post(url: string, payload: object, token?: string, remoteAddress = freshIp()) {
  return ctx.app.inject({ method: 'POST', url, payload, remoteAddress, ...(token ? { headers: bearer(token) } : {}) });
}

/** A user with two-step sign-in on: the secret, and the recovery codes it was given. The set-up's code was a step back. */
async function withTwoStep(user: TestUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post('/api/my-account/mfa/setup', { password: user.password }, user.token);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = mfaSetupResponse.parse(setup.json());
  expect(otpauthUrl).toContain('issuer=Venue%20Back-office');
  expect(otpauthUrl).toContain(encodeURIComponent(user.email));
  expect(otpauthUrl).toMatch(/algorithm=SHA1&digits=6&period=30/);
  const enable = await post('/api/my-account/mfa/enable', { code: codeAt(secret, -1) }, user.token);
  expect(enable.statusCode).toBe(200);
  return { secret, recoveryCodes: recoveryCodesResponse.parse(enable.json()).recoveryCodes };
}

async function passwordStep(user: TestUser, remoteAddress = freshIp()): Promise<string> {
  const response = await post('/login', { username: user.email, password: user.password }, undefined, remoteAddress);
  expect(response.statusCode).toBe(200);
  return mfaChallenge.parse(response.json()).mfaToken;
}

test('set-up, enable, then sign-in takes a code: the token opens /api, the same code is refused again', async () => {
  const user = await createUser(ctx.db, { password: PASSWORD });
  const wrongPassword = await post('/api/my-account/mfa/setup', { password: 'not-it' }, user.token);
  expect([wrongPassword.statusCode, message(wrongPassword)]).toEqual([400, PASSWORD_INCORRECT_MESSAGE]);

  const { secret, recoveryCodes } = await withTwoStep(user);
  expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
  expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
  const status = await ctx.app.inject({ url: '/api/my-account/mfa', headers: bearer(user.token) });
  expect(mfaStatus.parse(status.json())).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
  // the recovery codes are not kept in the clear
  const stored = await ctx.db.query<{ code_hash: string }>('select code_hash from user_recovery_codes where user_id = $1', [
    user.id,
  ]);
  expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);

  const mfaToken = await passwordStep(user);
  // single purpose: the mfaToken is no bearer token
  const asBearer = await ctx.app.inject({ url: `/api/users/${user.id}`, headers: bearer(mfaToken) });
  expect(asBearer.statusCode).toBe(401);

  const code = codeAt(secret);
  const signedIn = await post('/login/mfa', { mfaToken, code: `${code.slice(0, 3)} ${code.slice(3)}` });
  expect(signedIn.statusCode).toBe(200);
  const { token, userId } = authResponse.parse(signedIn.json());
  expect(userId).toBe(user.id);
  expect((await ctx.app.inject({ url: `/api/users/${user.id}`, headers: bearer(token) })).statusCode).toBe(200);

  // replay inside its window: refused, even with a fresh password step
  const replay = await post('/login/mfa', { mfaToken: await passwordStep(user), code });
  expect([replay.statusCode, message(replay)]).toEqual([401, WRONG_CODE_MESSAGE]);
  // the next step's code still works
  expect((await post('/login/mfa', { mfaToken: await passwordStep(user), code: codeAt(secret, 1) })).statusCode).toBe(200);
});

test('a recovery code signs in once; a second set-up while on is refused', async () => {
  const user = await createUser(ctx.db, { password: PASSWORD });
  const { recoveryCodes } = await withTwoStep(user);
  const recovery = recoveryCodes[3] as string;
  const first = await post('/login/mfa', { mfaToken: await passwordStep(user), code: recovery.toUpperCase() });
  expect(first.statusCode).toBe(200);
  const again = await post('/login/mfa', { mfaToken: await passwordStep(user), code: recovery });
  expect([again.statusCode, message(again)]).toEqual([401, WRONG_CODE_MESSAGE]);
  const status = await ctx.app.inject({ url: '/api/my-account/mfa', headers: bearer(user.token) });
  expect(mfaStatus.parse(status.json()).recoveryCodesLeft).toBe(9);

  const setupAgain = await post('/api/my-account/mfa/setup', { password: PASSWORD }, user.token);
  expect([setupAgain.statusCode, message(setupAgain)]).toEqual([409, ALREADY_ON_MESSAGE]);
});

test('wrong codes are throttled like passwords: after the limit even the right code and the password are refused', async () => {
  const user = await createUser(ctx.db, { password: PASSWORD });
  const { secret } = await withTwoStep(user);
  const mfaToken = await passwordStep(user);
  for (let attempt = 1; attempt <= LOGIN_THROTTLE.maxFailuresPerAccount; attempt++) {
    const wrong = await post('/login/mfa', { mfaToken, code: '000000' === codeAt(secret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
  }
  const right = await post('/login/mfa', { mfaToken, code: codeAt(secret) });
  expect([right.statusCode, message(right)]).toEqual([429, THROTTLED_MESSAGE]);
  const password = await post('/login', { username: user.email, password: PASSWORD });
  expect(password.statusCode).toBe(429);
});

test('a wrong, altered or expired mfaToken, or a bearer token in its place, is refused', async () => {
  const user = await createUser(ctx.db, { password: PASSWORD });
  const { secret } = await withTwoStep(user);
  const realNow = Date.now;
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() - 6 * 60_000);
  const expired = await signMfaToken(
    { userId: user.id, tokenVersion: user.row.token_version, sessionId: null },
    'test-secret-that-is-long-enough-for-hs256-0123456789',
  );
  jest.restoreAllMocks();
  const good = await passwordStep(user);
  for (const mfaToken of ['garbage', expired, user.token, `${good.slice(0, -2)}xx`]) {
    const response = await post('/login/mfa', { mfaToken, code: codeAt(secret) });
    expect([response.statusCode, message(response)]).toEqual([401, MFA_TOKEN_INVALID_MESSAGE]);
  }
});

test('bad input: a clear 400 and nothing changes', async () => {
  const user = await createUser(ctx.db, { password: PASSWORD });
  const notSetUp = await post('/api/my-account/mfa/enable', { code: '123456' }, user.token);
  expect(notSetUp.statusCode).toBe(400);
  for (const [url, payload] of [
    ['/api/my-account/mfa/enable', { code: 'abc' }],
    ['/api/my-account/mfa/enable', {}],
    ['/api/my-account/mfa/setup', {}],
    ['/api/my-account/mfa/disable', { password: PASSWORD }],
  ] as const) {
    const response = await post(url, payload, user.token);
    expect(response.statusCode).toBe(400);
    expect(message(response)).not.toBe('');
  }
  expect((await post('/login/mfa', { code: '123456' })).statusCode).toBe(400);
  const rows = await ctx.db.query('select 1 from user_two_step where user_id = $1', [user.id]);
  expect(rows).toHaveLength(0);
});

test('turning it off needs the password and a code; then sign-in is one step again', async () => {
  const user = await createUser(ctx.db, { password: PASSWORD });
  const { secret } = await withTwoStep(user);
  const wrongPassword = await post('/api/my-account/mfa/disable', { password: 'nope', code: codeAt(secret) }, user.token);
  expect([wrongPassword.statusCode, message(wrongPassword)]).toEqual([400, PASSWORD_INCORRECT_MESSAGE]);
  const wrongCode = await post(
    '/api/my-account/mfa/disable',
    { password: PASSWORD, code: '000000' === codeAt(secret) ? '111111' : '000000' },
    user.token,
  );
  expect([wrongCode.statusCode, message(wrongCode)]).toEqual([400, WRONG_CODE_MESSAGE]);
  expect(mfaChallenge.safeParse((await post('/login', { username: user.email, password: PASSWORD })).json()).success).toBe(true);

  const off = await post('/api/my-account/mfa/disable', { password: PASSWORD, code: codeAt(secret) }, user.token);
  expect(off.statusCode).toBe(200);
  const login = await post('/login', { username: user.email, password: PASSWORD });
  expect(authResponse.parse(login.json()).userId).toBe(user.id);
});

test('an admin without two-step sign-in (required) gets a token but no admin route until it is set up', async () => {
  const admin = await createUser(ctx.db, { password: PASSWORD, roles: ['admin'] });
  const merchant = await createUser(ctx.db);
  const shopId = await createShop(ctx.db, merchant.id);
  const login = await post('/login', { username: admin.email, password: PASSWORD });
  const { token } = authResponse.parse(login.json());
  for (const url of ['/api/users', `/api/shops/${shopId}`, `/api/shops/${shopId}/orders`]) {
    const refused = await ctx.app.inject({ url, headers: bearer(token) });
    expect([url, refused.statusCode, refused.json().code]).toEqual([url, 403, TWO_STEP_REQUIRED_CODE]);
  }
  const status = await ctx.app.inject({ url: '/api/my-account/mfa', headers: bearer(token) });
  expect(mfaStatus.parse(status.json())).toMatchObject({ enabled: false, required: true });

  const { secret } = await withTwoStep({ ...admin, token });
  expect((await ctx.app.inject({ url: '/api/users', headers: bearer(token) })).statusCode).toBe(200);
  expect((await ctx.app.inject({ url: `/api/shops/${shopId}`, headers: bearer(token) })).statusCode).toBe(200);
  // required: it cannot be turned off
  const off = await post('/api/my-account/mfa/disable', { password: PASSWORD, code: codeAt(secret) }, token);
  expect(off.statusCode).toBe(409);
});

test('an owner can require two-step sign-in of the team: only once they have it, and nobody of the shop gets in without', async () => {
  const owner = await createUser(ctx.db, { password: PASSWORD });
  const stranger = await createUser(ctx.db);
  const shopId = await createShop(ctx.db, owner.id);
  const url = `/api/shops/${shopId}/team/two-step`;
  const put = (token: string, payload: object) => ctx.app.inject({ method: 'PUT', url, payload, headers: bearer(token) });

  const tooSoon = await put(owner.token, { required: true });
  expect([tooSoon.statusCode, message(tooSoon)]).toEqual([400, OWN_TWO_STEP_FIRST_MESSAGE]);
  expect((await put(stranger.token, { required: true })).statusCode).toBe(403);
  expect((await put(owner.token, { required: 'yes' })).statusCode).toBe(400);
  await withTwoStep(owner);
  const on = await put(owner.token, { required: true });
  expect([on.statusCode, on.json()]).toEqual([200, { requireTwoStep: true }]);
  expect((await ctx.app.inject({ url: `/api/shops/${shopId}`, headers: bearer(owner.token) })).statusCode).toBe(200);
  const strangerRead = await ctx.app.inject({ url: `/api/shops/${shopId}`, headers: bearer(stranger.token) });
  expect([strangerRead.statusCode, message(strangerRead)]).toEqual([403, NOT_YOUR_SHOP]);

  // someone of the shop without two-step sign-in (here: its owner, the column set directly) is sent to set it up
  const other = await createUser(ctx.db);
  const otherShop = await createShop(ctx.db, other.id);
  await ctx.db.query('update shops set require_two_step = true where id = $1', [otherShop]);
  for (const path of [`/api/shops/${otherShop}`, `/api/shops/${otherShop}/orders`]) {
    const refused = await ctx.app.inject({ url: path, headers: bearer(other.token) });
    expect([path, refused.statusCode, refused.json().code]).toEqual([path, 403, TWO_STEP_REQUIRED_CODE]);
  }
  const status = await ctx.app.inject({ url: '/api/my-account/mfa', headers: bearer(other.token) });
  expect(mfaStatus.parse(status.json()).required).toBe(true);

  // a member of the team (a barista) is held the same way, until they set it up
  const barista = await createUser(ctx.db, { password: PASSWORD });
  await ctx.db.query(`insert into shop_members (shop_id, user_id, role) values ($1, $2, 'staff')`, [shopId, barista.id]);
  const held = await ctx.app.inject({ url: `/api/shops/${shopId}/orders`, headers: bearer(barista.token) });
  expect([held.statusCode, held.json().code]).toEqual([403, TWO_STEP_REQUIRED_CODE]);
  await withTwoStep(barista);
  const allowed = await ctx.app.inject({ url: `/api/shops/${shopId}/orders`, headers: bearer(barista.token) });
  expect(allowed.statusCode).toBe(200);
});

test('the rule holds on routes that read the shop with their own row: an order, a product (the one shop access check)', async () => {
  const owner = await createUser(ctx.db, { password: PASSWORD });
  const shopId = await createShop(ctx.db, owner.id);
  await ctx.db.query('update shops set require_two_step = true where id = $1', [shopId]);
  const barista = await createUser(ctx.db, { password: PASSWORD });
  await ctx.db.query(`insert into shop_members (shop_id, user_id, role) values ($1, $2, 'staff')`, [shopId, barista.id]);
  const { products } = await insertMenu(ctx.db, shopId, { Coffee: [['Flat White', 550]] });
  const product = products[0]?.id;
  const orderId = await insertOrder(ctx.db, { shopId, createdAt: new Date().toISOString(), status: 'pending', lines: [] });
  const calls = [
    { method: 'PUT', url: `/api/orders/${orderId}/seen` },
    { method: 'PUT', url: `/api/orders/${orderId}/accepted` },
    { method: 'GET', url: `/api/products/${product}` },
  ] as const;
  for (const call of calls) {
    const held = await ctx.app.inject({ ...call, headers: bearer(barista.token) });
    expect([call.url, held.statusCode, held.json().code]).toEqual([call.url, 403, TWO_STEP_REQUIRED_CODE]);
  }
  await withTwoStep(barista);
  for (const call of calls) {
    const allowed = await ctx.app.inject({ ...call, headers: bearer(barista.token) });
    expect([call.url, allowed.statusCode]).toEqual([call.url, 200]);
  }
});
