import { stack } from './browser';

/** A unique e-mail per run and per call, so journeys never meet each other's (or an earlier run's) accounts. */
let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** Not one of the common passwords the API refuses. */
export const STRONG_PASSWORD = 'Kowhai-harbour-4821';

async function api<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${stack().apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export interface Account {
  email: string;
  password: string;
  token: string;
  userId: string;
  given: string;
}

/** A fresh merchant made through POST /signup (what the sign-up page sends). */
export async function createAccount(label: string, given = 'Mere'): Promise<Account> {
  const email = uniqueEmail(label);
  const res = await api<{ token: string; userId: string }>('/signup', {
    method: 'POST',
    body: {
      name: { given, family: 'Tane' },
      email,
      password: STRONG_PASSWORD,
      passwordRepeat: STRONG_PASSWORD,
      isMerchant: true,
    },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password: STRONG_PASSWORD, given, ...res.body };
}

export async function createShopFor(account: Account, name: string): Promise<{ _id: string }> {
  const res = await api<{ shop: { _id: string } }>('/api/shops', {
    method: 'POST',
    token: account.token,
    body: { shopInfo: { name: { normal: name }, contact: { email: account.email } } },
  });
  if (res.status !== 201) throw new Error(`shop creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.shop;
}

/** POST /login as the sign-in page does; the status says whether the password was accepted. */
export async function loginStatus(email: string, password: string): Promise<number> {
  return (await api('/login', { method: 'POST', body: { username: email, password } })).status;
}

/** Any call with a bearer: 401 once the token was revoked. */
export async function userStatusWith(token: string, userId: string): Promise<number> {
  return (await api(`/api/users/${userId}`, { token })).status;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  resetLink: string | null;
}

/**
 * The password-reset link sent to `email`, read from the API's local outbox (GET /dev/outbox, not in production;
 * not proxied by the host server, so asked of the API directly). The mail goes out after the response: poll.
 */
export async function resetLinkFor(email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await api<{ mails: OutboxMail[] }>(`/dev/outbox?to=${encodeURIComponent(email)}`);
    const link = res.body.mails.find((mail) => mail.to.includes(email) && mail.resetLink)?.resetLink;
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset mail for ${email} in the outbox`);
}

/** Changes the account's password through the API, as another device would; returns the new session token. */
export async function changePasswordElsewhere(account: Account, newPassword: string): Promise<string> {
  const res = await api<{ token: string }>('/api/my-account/change-password', {
    method: 'POST',
    token: account.token,
    body: { currentPassword: account.password, newPassword, confirmPassword: newPassword },
  });
  if (res.status !== 200) throw new Error(`password change failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}
