import {
  changeMyPasswordResponse,
  MESSAGES,
  type OutboxMail,
  outboxResponse,
  PASSWORD_RESET_TTL_MINUTES,
  resetPasswordResponse,
} from '@backoffice/contracts';
import { buildApp } from '../app';
import { AUTH_MESSAGES } from '../auth/authenticate';
import { COMMON_PASSWORD_MESSAGE } from '../auth/common-passwords';
import { PASSWORDS_DO_NOT_MATCH } from '../auth/password-policy';
import {
  bearer,
  createTestContext,
  createUser,
  message,
  TEST_CONFIG,
  TEST_PUBLIC_URL,
  type TestContext,
  uniqueEmail,
} from '../test/app';
import { RESET_MAIL_SUBJECT } from './reset-mail';
import { RESET_THROTTLE, RESET_THROTTLED_MESSAGE } from './reset-throttle';
import { hashResetToken } from './reset-tokens';
import {
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  FORGOT_PASSWORD_MIN_MS,
  RESET_LINK_INVALID_MESSAGE,
  RESET_TOKEN_MISMATCH_MESSAGE,
  SAME_PASSWORD_MESSAGE,
} from './routes';

/** The API's clock, moved by the expiry tests. */
let clockOffsetMs = 0;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterEach(() => {
  clockOffsetMs = 0;
});
afterAll(async () => {
  await ctx.close();
});

/** Every test its own source IP, so the per-IP limits of one test never touch another. */
let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const OLD_PASSWORD = 'kauri-grove-41';
const NEW_PASSWORD = 'pohutukawa-bloom-7';

function forgot(email: string, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/forgot-password',
    payload: { email },
    remoteAddress: options.ip ?? freshIp(),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

function reset(token: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: `/forgot-password/${encodeURIComponent(token)}`, payload });
}

function login(username: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/login', payload: { username, password }, remoteAddress: freshIp() });
}

async function outbox(to: string): Promise<OutboxMail[]> {
  const response = await ctx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(response.statusCode).toBe(200);
  return outboxResponse.parse(response.json()).mails;
}

/** The mail goes out after the response: wait (briefly) until `count` mails for `to` are there. */
async function waitForMails(to: string, count = 1): Promise<OutboxMail[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = await outbox(to);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Requests a reset for a new account and returns the code from the mail. */
async function requestReset(user: { email: string }): Promise<string> {
  const before = (await outbox(user.email)).length;
  expect((await forgot(user.email)).statusCode).toBe(200);
  const mails = await waitForMails(user.email, before + 1);
  const link = mails[0]?.resetLink;
  if (!link) throw new Error('no reset link in the outbox');
  return new URL(link).searchParams.get('code') ?? '';
}

describe('POST /forgot-password', () => {
  test('the same status and body for an address with an account and one without, in about the same time', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    // Warm both paths up first (first statements, the mail composer): one-off costs are not what is compared.
    await forgot((await createUser(ctx.db)).email);
    await forgot(uniqueEmail('warm'));
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await forgot(email);
      return { response, ms: performance.now() - started };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round++) {
      const a = await timed(user.email);
      const b = await timed(uniqueEmail('nobody'));
      expect(a.response.statusCode).toBe(200);
      expect(b.response.statusCode).toBe(200);
      expect(a.response.json()).toEqual({ message: MESSAGES.resetRequestSent });
      expect(b.response.body).toBe(a.response.body);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[1] ?? 0;
    for (const ms of [...known, ...unknown]) expect(ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
    // both sit on the floor: a small window, not an exact timing
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
  });

  test('sends one mail, to the account, whose link is on PUBLIC_URL whatever Host the request named', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    const response = await forgot(user.email.toUpperCase(), {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    const [mail, ...more] = await waitForMails(user.email);
    expect(more).toHaveLength(0);
    expect(mail?.to).toContain(user.email);
    expect(mail?.subject).toBe(RESET_MAIL_SUBJECT);
    expect(mail?.resetLink).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/set-new-password\\?code=[A-Za-z0-9_-]{43}$`));
    expect(mail?.text).toContain(mail?.resetLink ?? '-');
    expect(mail?.text).not.toContain('evil.example');
    expect(Date.parse(mail?.date ?? '')).not.toBeNaN();
  });

  test('no mail for an unknown address', async () => {
    const email = uniqueEmail('ghost');
    expect((await forgot(email)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await outbox(email)).toEqual([]);
  });

  test('the token is 256 random bits, and only its sha-256 is stored', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    const code = await requestReset(user);
    expect(Buffer.from(code, 'base64url')).toHaveLength(32);
    const rows = await ctx.db.query<{ token_hash: string }>('select token_hash from password_reset_tokens where user_id = $1', [
      user.id,
    ]);
    expect(rows.map((row) => row.token_hash)).toEqual([hashResetToken(code)]);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  test('invalid e-mail and unknown fields are 400', async () => {
    expect((await forgot('not-an-email')).statusCode).toBe(400);
    const extra = await ctx.app.inject({ method: 'POST', url: '/forgot-password', payload: { email: 'a@b.nz', admin: true } });
    expect(extra.statusCode).toBe(400);
    expect(message(extra)).toBe('Unknown field: admin');
  });

  test(`per address: after ${RESET_THROTTLE.perEmail.max} mails in an hour the answer stays the same but no more mail goes out`, async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    for (let i = 0; i < RESET_THROTTLE.perEmail.max + 2; i++) {
      const response = await forgot(user.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.resetRequestSent });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await waitForMails(user.email, RESET_THROTTLE.perEmail.max)).toHaveLength(RESET_THROTTLE.perEmail.max);
  });

  test(`per IP: request ${RESET_THROTTLE.perIp.max + 1} within 15 minutes is 429`, async () => {
    const ip = freshIp();
    await ctx.db.query(
      `insert into password_reset_requests (email, ip) select 'x' || g || '@example.test', $1 from generate_series(1, $2::int) g`,
      [ip, RESET_THROTTLE.perIp.max],
    );
    const response = await forgot(uniqueEmail('flood'), { ip });
    expect(response.statusCode).toBe(429);
    expect(message(response)).toBe(RESET_THROTTLED_MESSAGE);
    expect((await forgot(uniqueEmail('flood'))).statusCode).toBe(200); // another IP is fine
  });
});

describe('POST /forgot-password/:resetToken', () => {
  test('sets the new password, revokes existing sessions and returns a fresh one', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    const code = await requestReset(user);
    const response = await reset(code, { resetToken: code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = resetPasswordResponse.parse(response.json());
    expect(body.userId).toBe(user.id);

    const oldSession = await ctx.app.inject({ url: `/api/users/${user.id}`, headers: bearer(user.token) });
    expect(oldSession.statusCode).toBe(401);
    expect(message(oldSession)).toBe(AUTH_MESSAGES.revoked);
    expect((await ctx.app.inject({ url: `/api/users/${user.id}`, headers: bearer(body.token) })).statusCode).toBe(200);
    expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('a token works once', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    const code = await requestReset(user);
    expect((await reset(code, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await reset(code, { newPassword: 'another-fine-pass-9', confirmPassword: 'another-fine-pass-9' });
    expect(again.statusCode).toBe(400);
    expect(message(again)).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test(`a token expires ${PASSWORD_RESET_TTL_MINUTES} minutes after it was requested`, async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    const code = await requestReset(user);
    clockOffsetMs = (PASSWORD_RESET_TTL_MINUTES + 1) * 60_000;
    const late = await reset(code, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(late.statusCode).toBe(400);
    expect(message(late)).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(200);

    // …and just before that it still works
    const second = await requestReset(user);
    clockOffsetMs = (PASSWORD_RESET_TTL_MINUTES - 1) * 60_000;
    expect((await reset(second, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test('an expired row in the database is refused too (expires_at decides)', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    const code = await requestReset(user);
    await ctx.db.query(`update password_reset_tokens set expires_at = now() - interval '1 second' where token_hash = $1`, [
      hashResetToken(code),
    ]);
    expect(message(await reset(code, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))).toBe(
      RESET_LINK_INVALID_MESSAGE,
    );
  });

  test('using one link kills the other outstanding links of the account', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    const first = await requestReset(user);
    const second = await requestReset(user);
    expect(first).not.toBe(second);
    expect((await reset(second, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect(message(await reset(first, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))).toBe(
      RESET_LINK_INVALID_MESSAGE,
    );
  });

  test('two simultaneous uses: exactly one succeeds', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    const code = await requestReset(user);
    const results = await Promise.all(
      ['race-winner-pass-1', 'race-winner-pass-2'].map((password) =>
        reset(code, { newPassword: password, confirmPassword: password }),
      ),
    );
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  test('an unknown or garbled token is the same clear 400', async () => {
    for (const token of ['nope', 'A'.repeat(43), '%00%ff']) {
      const response = await reset(token, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(message(response)).toBe(RESET_LINK_INVALID_MESSAGE);
    }
  });

  test('password rules: match, length, common ones refused; a refused attempt leaves the link usable', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    const code = await requestReset(user);
    const mismatch = await reset(code, { newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` });
    expect(message(mismatch)).toBe(PASSWORDS_DO_NOT_MATCH);
    const short = await reset(code, { newPassword: 'abc12', confirmPassword: 'abc12' });
    expect(short.statusCode).toBe(400);
    expect(message(short)).toBe('Password must be at least 6 characters');
    for (const common of ['password1', 'Qwerty123', 'iloveyou']) {
      const response = await reset(code, { newPassword: common, confirmPassword: common });
      expect(response.statusCode).toBe(400);
      expect(message(response)).toBe(COMMON_PASSWORD_MESSAGE);
    }
    const other = await reset(code, { resetToken: 'something-else', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(message(other)).toBe(RESET_TOKEN_MISMATCH_MESSAGE);
    const unknown = await reset(code, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, password: 'x' });
    expect(message(unknown)).toBe('Unknown field: password');
    expect((await reset(code, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test('takes the spec’s one body (resetToken, currentPassword, newPassword, confirmPassword)', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    const code = await requestReset(user);
    const response = await reset(code, {
      resetToken: code,
      currentPassword: '',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    // The fields that do not apply may also be null, as a form that sends every key does.
    const again = await requestReset(user);
    const withNulls = await reset(again, {
      resetToken: null,
      currentPassword: null,
      newPassword: 'totara-ridge-88',
      confirmPassword: 'totara-ridge-88',
    });
    expect(withNulls.statusCode).toBe(200);
  });

  test('a reset lifts the sign-in throttle of the account', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    await ctx.db.query(`insert into login_attempts (account, ip) select $1, '192.0.2.9' from generate_series(1, 10)`, [
      user.email,
    ]);
    expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(429);
    const code = await requestReset(user);
    expect((await reset(code, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/my-account/change-password', () => {
  function change(token: string, payload: Record<string, unknown>) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/my-account/change-password',
      headers: bearer(token),
      payload,
      remoteAddress: freshIp(),
    });
  }

  test('right current password: new token; the old one is rejected; the new password signs in', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    const response = await change(user.token, {
      currentPassword: OLD_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const { token } = changeMyPasswordResponse.parse(response.json());
    const old = await ctx.app.inject({ url: `/api/users/${user.id}`, headers: bearer(user.token) });
    expect(old.statusCode).toBe(401);
    expect(message(old)).toBe(AUTH_MESSAGES.revoked);
    expect((await ctx.app.inject({ url: `/api/users/${user.id}`, headers: bearer(token) })).statusCode).toBe(200);
    expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('a wrong current password is a clear 400 and changes nothing', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    const response = await change(user.token, {
      currentPassword: 'not-it-at-all',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(CURRENT_PASSWORD_INCORRECT_MESSAGE);
    expect((await ctx.app.inject({ url: `/api/users/${user.id}`, headers: bearer(user.token) })).statusCode).toBe(200);
    expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  test('wrong current passwords count as failed sign-ins: the 11th try is 429', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    for (let i = 0; i < 10; i++) {
      const wrong = await change(user.token, {
        currentPassword: `wrong-${i}`,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await change(user.token, {
      currentPassword: OLD_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
  });

  test('rules: match, length, not common, not the same as now', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    const cases: [Record<string, unknown>, string][] = [
      [{ currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'different-one' }, PASSWORDS_DO_NOT_MATCH],
      [
        { currentPassword: OLD_PASSWORD, newPassword: '12345', confirmPassword: '12345' },
        'Password must be at least 6 characters',
      ],
      [{ currentPassword: OLD_PASSWORD, newPassword: 'Password123', confirmPassword: 'Password123' }, COMMON_PASSWORD_MESSAGE],
      [{ currentPassword: OLD_PASSWORD, newPassword: OLD_PASSWORD, confirmPassword: OLD_PASSWORD }, SAME_PASSWORD_MESSAGE],
      [{ currentPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'Current password is required'],
      [{ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, resetToken: 'x' }, 'Current password is required'],
      [
        { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token: 'x' },
        'Unknown field: token',
      ],
    ];
    for (const [payload, expected] of cases) {
      const response = await change(user.token, payload);
      expect({ status: response.statusCode, message: message(response) }).toEqual({ status: 400, message: expected });
    }
    expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  test('takes the spec’s one body: a resetToken beside the current password is ignored', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    const response = await change(user.token, {
      resetToken: '',
      currentPassword: OLD_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('changing the password kills outstanding reset links', async () => {
    const user = await createUser(ctx.db, { password: OLD_PASSWORD });
    const code = await requestReset(user);
    const response = await change(user.token, {
      currentPassword: OLD_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(message(await reset(code, { newPassword: 'yet-another-pass-3', confirmPassword: 'yet-another-pass-3' }))).toBe(
      RESET_LINK_INVALID_MESSAGE,
    );
  });

  test('needs a bearer token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/my-account/change-password',
      payload: { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /dev/outbox', () => {
  test('is not there in production', async () => {
    const prod = await buildApp({ db: ctx.db, config: { ...TEST_CONFIG, production: true } });
    try {
      expect((await prod.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  test('refuses unknown query parameters', async () => {
    expect((await ctx.app.inject({ url: '/dev/outbox?secret=1' })).statusCode).toBe(400);
  });
});
