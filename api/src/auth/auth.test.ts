import { authResponse, platformPlan } from '@backoffice/contracts';
import { LEGACY_PLANS } from '../plans/plans';
import { createTestContext, createUser, message, type TestContext, uniqueEmail } from '../test/app';
import { COMMON_PASSWORD_MESSAGE } from './common-passwords';
import { EMAIL_TAKEN_MESSAGE, LOGIN_FAILED_MESSAGE, PASSWORDS_DO_NOT_MATCH } from './routes';
import { LOGIN_THROTTLE, THROTTLED_MESSAGE } from './throttle';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** Every test uses its own source IP so the per-IP throttle of one test never affects another. */
let ipCounter = 0;
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function login(username: string, password: string, remoteAddress = freshIp()) {
  return ctx.app.inject({ method: 'POST', url: '/login', payload: { username, password }, remoteAddress });
}

function signup(payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/signup', payload });
}

const validSignup = () => ({
  name: { given: 'Hine', family: 'Walker' },
  email: uniqueEmail('signup'),
  password: 'tui-song-at-dawn',
  passwordRepeat: 'tui-song-at-dawn',
  isMerchant: true,
});

describe('POST /login', () => {
  test('right password: token and userId, and the token opens /api', async () => {
    const user = await createUser(ctx.db, { password: 'correct-horse' });
    const response = await login(user.email.toUpperCase(), 'correct-horse');
    expect(response.statusCode).toBe(200);
    const body = authResponse.parse(response.json());
    expect(body.userId).toBe(user.id);
    const me = await ctx.app.inject({ url: `/api/users/${user.id}`, headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
  });

  test('wrong password and unknown e-mail get the same 401 text', async () => {
    const user = await createUser(ctx.db, { password: 'correct-horse' });
    const wrongPassword = await login(user.email, 'wrong-horse');
    const unknownEmail = await login(uniqueEmail('nobody'), 'whatever');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(message(wrongPassword)).toBe(LOGIN_FAILED_MESSAGE);
    expect(message(unknownEmail)).toBe(LOGIN_FAILED_MESSAGE);
  });

  test('an account without a password cannot sign in', async () => {
    const user = await createUser(ctx.db, { roles: ['consumer'] });
    const response = await login(user.email, '');
    expect(response.statusCode).toBe(400); // empty password fails validation first
    expect((await login(user.email, 'anything')).statusCode).toBe(401);
  });

  test('the 11th failure for one account within 15 minutes is 429, even with the right password', async () => {
    const user = await createUser(ctx.db, { password: 'correct-horse' });
    for (let attempt = 1; attempt <= LOGIN_THROTTLE.maxFailuresPerAccount; attempt++) {
      // different IPs: this is the per-account limit, not the per-IP one
      const response = await login(user.email, `wrong-${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const eleventh = await login(user.email, 'wrong-11');
    expect(eleventh.statusCode).toBe(429);
    expect(message(eleventh)).toBe(THROTTLED_MESSAGE);
    expect((await login(user.email, 'correct-horse')).statusCode).toBe(429);
  });

  test('failures older than the window no longer count', async () => {
    const user = await createUser(ctx.db, { password: 'correct-horse' });
    await ctx.db.query(
      `insert into login_attempts (account, ip, created_at) select $1, '192.0.2.1', now() - interval '16 minutes' from generate_series(1, 20)`,
      [user.email],
    );
    expect((await login(user.email, 'correct-horse')).statusCode).toBe(200);
  });

  test('a successful sign-in forgives earlier failures of that account', async () => {
    const user = await createUser(ctx.db, { password: 'correct-horse' });
    for (let attempt = 1; attempt <= LOGIN_THROTTLE.maxFailuresPerAccount - 1; attempt++) await login(user.email, 'wrong');
    expect((await login(user.email, 'correct-horse')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= LOGIN_THROTTLE.maxFailuresPerAccount - 1; attempt++) await login(user.email, 'wrong');
    expect((await login(user.email, 'correct-horse')).statusCode).toBe(200);
  });

  test('one IP with 100 recent failures (any accounts) is throttled', async () => {
    const ip = freshIp();
    await ctx.db.query(
      `insert into login_attempts (account, ip) select 'someone-' || n || '@example.test', $1 from generate_series(1, $2::int) as n`,
      [ip, LOGIN_THROTTLE.maxFailuresPerIp],
    );
    const user = await createUser(ctx.db, { password: 'correct-horse' });
    expect((await login(user.email, 'correct-horse', ip)).statusCode).toBe(429);
    expect((await login(user.email, 'correct-horse', freshIp())).statusCode).toBe(200);
  });

  test('bad input is a 400 with a message, not a 401', async () => {
    const notEmail = await login('not-an-email', 'x');
    expect(notEmail.statusCode).toBe(400);
    expect(message(notEmail)).toBe('Please enter a valid e-mail address');
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'a@example.test', password: 'x', remember: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(message(extra)).toBe('Unknown field: remember');
  });
});

describe('POST /signup', () => {
  test('creates a merchant and returns a working token', async () => {
    const payload = { ...validSignup(), isMerchant: false };
    const response = await signup(payload);
    expect(response.statusCode).toBe(201);
    const body = authResponse.parse(response.json());
    const me = await ctx.app.inject({ url: `/api/users/${body.userId}`, headers: { authorization: `Bearer ${body.token}` } });
    const { user } = me.json() as { user: { roles: string[]; profile: { email: string }; name: { given: string } } };
    // spec 000 §6: sign-up always sets the merchant flag
    expect(user.roles).toEqual(['merchant']);
    expect(user.profile.email).toBe(payload.email.toLowerCase());
    expect(user.name.given).toBe('Hine');
    // and the new account can sign in
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);
  });

  test('passwords that do not match: 400', async () => {
    const response = await signup({ ...validSignup(), passwordRepeat: 'secret2' });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(PASSWORDS_DO_NOT_MATCH);
  });

  test('one of the 3,000 most common passwords (any case): 400 with a clear message, no account', async () => {
    for (const password of ['123456', 'Password1', 'QWERTY123', 'iloveyou', 'allblacks']) {
      const payload = { ...validSignup(), password, passwordRepeat: password };
      const response = await signup(payload);
      expect({ password, status: response.statusCode, message: message(response) }).toEqual({
        password,
        status: 400,
        message: COMMON_PASSWORD_MESSAGE,
      });
      expect((await login(payload.email, password)).statusCode).toBe(401);
    }
  });

  test('a password under 6 characters: 400', async () => {
    const response = await signup({ ...validSignup(), password: 'short', passwordRepeat: 'short' });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('Password must be at least 6 characters');
  });

  test('an e-mail that already has an account (any case): 409', async () => {
    const first = validSignup();
    expect((await signup(first)).statusCode).toBe(201);
    const again = await signup({ ...validSignup(), email: first.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(EMAIL_TAKEN_MESSAGE);
  });

  test('two sign-ups with one e-mail at the same moment: one wins, the other gets 409', async () => {
    const payload = validSignup();
    const statuses = (await Promise.all([signup(payload), signup(payload)])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
  });

  test('unknown fields, missing fields and wrong types: 400', async () => {
    const unknown = await signup({ ...validSignup(), roles: ['admin'] });
    expect(unknown.statusCode).toBe(400);
    expect(message(unknown)).toBe('Unknown field: roles');
    const { name: _name, ...withoutName } = validSignup();
    expect((await signup(withoutName)).statusCode).toBe(400);
    expect((await signup({ ...validSignup(), isMerchant: 'yes' })).statusCode).toBe(400);
    expect((await signup({ ...validSignup(), name: { given: ' ', family: 'X' } })).statusCode).toBe(400);
  });
});

describe('GET /platform-plans', () => {
  test('public, and every plan matches the contract', async () => {
    const response = await ctx.app.inject({ url: '/platform-plans' });
    expect(response.statusCode).toBe(200);
    const { plans } = response.json() as { plans: unknown[] };
    expect(plans.length).toBeGreaterThanOrEqual(2);
    for (const plan of plans) platformPlan.parse(plan);
  });

  test('never lists a legacy plan (spec 001 §4: it can be left but not returned to)', async () => {
    const response = await ctx.app.inject({ url: '/platform-plans' });
    const listed = (response.json() as { plans: { monthPriceId: string; yearPriceId: string }[] }).plans;
    expect(LEGACY_PLANS.length).toBeGreaterThan(0);
    for (const legacy of LEGACY_PLANS) {
      expect(listed.map((plan) => plan.monthPriceId)).not.toContain(legacy.monthPriceId);
      expect(listed.map((plan) => plan.yearPriceId)).not.toContain(legacy.yearPriceId);
    }
  });
});
