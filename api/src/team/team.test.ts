import {
  orderResponse,
  outboxResponse,
  shopResponse,
  shopsListResponse,
  teamInvitePreview,
  teamInviteResponse,
  teamResponse,
} from '@backoffice/contracts';
import { bearer, createShop, createTestContext, createUser, TEST_PUBLIC_URL, type TestContext, type TestUser } from '../test/app';
import { insertOrder } from '../test/orders';
import { inviteMail } from './invite-mail';
import { TEAM_MESSAGES } from './routes';

// Pinned clock, moved forward by the expiry test only.
let clock = new Date('2026-03-10T22:30:00Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who?: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, ...(who ? { headers: bearer(who.token) } : {}), ...(payload ? { payload } : {}) });

const count = async (sql: string, params: unknown[]) =>
  (await ctx.db.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params))[0]?.n;

async function lastInviteToken(to: string): Promise<string> {
  const response = await ctx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  const [mail] = outboxResponse.parse(response.json()).mails;
  const token = mail?.text.match(new RegExp(`${TEST_PUBLIC_URL}/invite/([A-Za-z0-9_-]+)`))?.[1];
  if (!token) throw new Error(`no invite link mailed to ${to}`);
  return token;
}

/** An owner with a shop, and people joined to it through real invites. */
async function teamShop(name = 'Kōwhai Café') {
  const owner = await createUser(ctx.db);
  const shopId = await createShop(ctx.db, owner.id, name);
  const join = async (role: 'manager' | 'staff' | 'owner', by = owner) => {
    const person = await createUser(ctx.db);
    expect((await call('POST', `/api/shops/${shopId}/team`, by, { email: person.email, role })).statusCode).toBe(201);
    const token = await lastInviteToken(person.email);
    expect((await call('POST', `/api/team-invites/${token}/accept`, person)).statusCode).toBe(200);
    return person;
  };
  return { owner, shopId, join };
}

describe('invites', () => {
  test('the owner invites by e-mail: the mail links to /invite/<token>, the link page reads it, the person joins once', async () => {
    const { owner, shopId } = await teamShop('Tea & <Co>');
    const barista = await createUser(ctx.db);
    const invited = await call('POST', `/api/shops/${shopId}/team`, owner, {
      email: ` ${barista.email.toUpperCase()} `,
      role: 'staff',
    });
    expect(invited.statusCode).toBe(201);
    const { invite } = teamInviteResponse.parse(invited.json());
    expect(invite).toMatchObject({ email: barista.email, role: 'staff', expiresAt: '2026-03-17T22:30:00.000Z' });
    const token = await lastInviteToken(barista.email);
    // only the token's hash is stored
    expect(await count('select 1 from team_invites where token_hash = $1', [token])).toBe(0);

    const preview = await call('GET', `/api/team-invites/${token}`);
    expect(teamInvitePreview.parse(preview.json())).toEqual({
      shopName: 'Tea & <Co>',
      email: barista.email,
      role: 'staff',
      expiresAt: '2026-03-17T22:30:00.000Z',
    });

    // a double click on Accept: one member, the same answer twice
    const [first, second] = await Promise.all([
      call('POST', `/api/team-invites/${token}/accept`, barista),
      call('POST', `/api/team-invites/${token}/accept`, barista),
    ]);
    expect([first.json(), second.json()]).toEqual([
      { shopId, role: 'staff' },
      { shopId, role: 'staff' },
    ]);
    expect(await count('select 1 from shop_members where shop_id = $1 and user_id = $2', [shopId, barista.id])).toBe(1);

    // the user's shop lists carry the role
    const mine = shopsListResponse.parse((await call('GET', `/api/users/${barista.id}/shops`, barista)).json());
    expect(mine.shops.map((shop) => [shop._id, shop.role])).toEqual([[shopId, 'staff']]);
    const listed = shopsListResponse.parse((await call('GET', '/api/shops', barista)).json());
    expect(listed.shops.map((shop) => [shop._id, shop.role])).toEqual([[shopId, 'staff']]);

    // used: the link page says so
    expect((await call('GET', `/api/team-invites/${token}`)).json()).toEqual({ message: TEAM_MESSAGES.linkUsed });
    const team = teamResponse.parse((await call('GET', `/api/shops/${shopId}/team`, owner)).json());
    expect(team.members.map((member) => [member.user.id, member.role])).toEqual([
      [owner.id, 'owner'],
      [barista.id, 'staff'],
    ]);
    expect(team.invites).toEqual([]);
    expect(team.requireTwoStep).toBe(false);
  });

  test('the mail escapes the shop name in its HTML', () => {
    const mail = inviteMail({
      to: 'a@b.nz',
      shopName: '<script>x</script>',
      inviterName: 'Aroha',
      role: 'staff',
      link: 'http://x/invite/t',
    });
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  test('a wrong e-mail, a used link, an expired link and a made-up link are refused, and nobody joins', async () => {
    const { owner, shopId } = await teamShop();
    const invited = await createUser(ctx.db);
    const stranger = await createUser(ctx.db);
    await call('POST', `/api/shops/${shopId}/team`, owner, { email: invited.email, role: 'manager' });
    const token = await lastInviteToken(invited.email);

    const wrong = await call('POST', `/api/team-invites/${token}/accept`, stranger);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: TEAM_MESSAGES.wrongEmail(invited.email) });

    expect((await call('POST', `/api/team-invites/${token}/accept`, invited)).statusCode).toBe(200);
    // removed later, the old link does not bring them back: single use
    expect((await call('DELETE', `/api/shops/${shopId}/team/${invited.id}`, owner)).statusCode).toBe(204);
    const reused = await call('POST', `/api/team-invites/${token}/accept`, invited);
    expect([reused.statusCode, reused.json()]).toEqual([410, { message: TEAM_MESSAGES.linkUsed }]);

    const late = await createUser(ctx.db);
    await call('POST', `/api/shops/${shopId}/team`, owner, { email: late.email, role: 'staff' });
    const lateToken = await lastInviteToken(late.email);
    const saved = clock;
    clock = new Date(saved.getTime() + 7 * 86_400_000 + 1000);
    try {
      expect((await call('GET', `/api/team-invites/${lateToken}`)).statusCode).toBe(410);
      const expired = await call('POST', `/api/team-invites/${lateToken}/accept`, late);
      expect([expired.statusCode, expired.json()]).toEqual([410, { message: TEAM_MESSAGES.linkExpired }]);
      // an expired invite does not block a new one to the same address
      expect((await call('POST', `/api/shops/${shopId}/team`, owner, { email: late.email, role: 'staff' })).statusCode).toBe(201);
    } finally {
      clock = saved;
    }
    expect((await call('GET', '/api/team-invites/made-up-token-0123456789')).statusCode).toBe(404);
    expect(await count('select 1 from shop_members where shop_id = $1', [shopId])).toBe(1);
  });

  test('bad input: malformed e-mail, unknown role, staff inviting, a manager inviting a manager, an existing member → a clear message, nothing changed', async () => {
    const { owner, shopId, join } = await teamShop();
    const manager = await join('manager');
    const staff = await join('staff');
    const invitesBefore = await count('select 1 from team_invites where shop_id = $1', [shopId]);
    const mailsBefore = outboxResponse.parse((await ctx.app.inject({ url: '/dev/outbox' })).json()).mails.length;
    const cases: Array<[TestUser, object, number, string]> = [
      [owner, { email: 'not-an-address', role: 'staff' }, 400, 'Please enter a valid e-mail address'],
      [owner, { email: 'new.person@example.test', role: 'boss' }, 400, 'Role must be owner, manager or staff'],
      [
        staff,
        { email: 'new.person@example.test', role: 'staff' },
        403,
        "Staff cannot do this in this shop. Please ask the shop's owner.",
      ],
      [manager, { email: 'new.person@example.test', role: 'manager' }, 403, TEAM_MESSAGES.managerInvitesStaff],
      [owner, { email: staff.email, role: 'manager' }, 409, TEAM_MESSAGES.alreadyMember(staff.email)],
    ];
    for (const [who, body, status, message] of cases) {
      const response = await call('POST', `/api/shops/${shopId}/team`, who, body);
      expect([response.statusCode, response.json()]).toEqual([status, { message }]);
    }
    expect(await count('select 1 from team_invites where shop_id = $1', [shopId])).toBe(invitesBefore);
    expect(outboxResponse.parse((await ctx.app.inject({ url: '/dev/outbox' })).json()).mails.length).toBe(mailsBefore);
    // a manager may invite staff
    expect(
      (await call('POST', `/api/shops/${shopId}/team`, manager, { email: 'new.barista@example.test', role: 'staff' })).statusCode,
    ).toBe(201);
  });

  test('a double click on Invite makes one invite', async () => {
    const { owner, shopId } = await teamShop();
    const email = 'twice@example.test';
    const answers = await Promise.all([
      call('POST', `/api/shops/${shopId}/team`, owner, { email, role: 'staff' }),
      call('POST', `/api/shops/${shopId}/team`, owner, { email, role: 'staff' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await count('select 1 from team_invites where shop_id = $1 and email = $2', [shopId, email])).toBe(1);
  });
});

describe('members', () => {
  test('the last owner can neither leave nor be given another role; with a second owner the record moves', async () => {
    const { owner, shopId, join } = await teamShop();
    const demote = await call('PUT', `/api/shops/${shopId}/team/${owner.id}`, owner, { role: 'manager' });
    expect([demote.statusCode, demote.json()]).toEqual([409, { message: TEAM_MESSAGES.lastOwnerDemote }]);
    const leave = await call('DELETE', `/api/shops/${shopId}/team/${owner.id}`, owner);
    expect([leave.statusCode, leave.json()]).toEqual([409, { message: TEAM_MESSAGES.lastOwnerLeave }]);

    const partner = await join('owner');
    expect((await call('PUT', `/api/shops/${shopId}/team/${owner.id}`, owner, { role: 'manager' })).statusCode).toBe(200);
    // the owner of record (billing, transfer) follows the remaining owner
    const [shop] = await ctx.db.query<{ owner_id: string }>('select owner_id from shops where id = $1', [shopId]);
    expect(shop?.owner_id).toBe(partner.id);
    const team = teamResponse.parse((await call('GET', `/api/shops/${shopId}/team`, partner)).json());
    expect(team.members.map((member) => [member.user.id, member.role])).toEqual([
      [partner.id, 'owner'],
      [owner.id, 'manager'],
    ]);
    // now the partner is the last owner
    expect((await call('DELETE', `/api/shops/${shopId}/team/${partner.id}`, partner)).statusCode).toBe(409);
  });

  test('a removed member is refused on their very next call', async () => {
    const { owner, shopId, join } = await teamShop();
    const staff = await join('staff');
    expect((await call('GET', `/api/shops/${shopId}/orders`, staff)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/shops/${shopId}/team/${staff.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/shops/${shopId}/orders`, staff)).statusCode).toBe(403);
    expect((await call('GET', `/api/shops/${shopId}`, staff)).statusCode).toBe(403);
    const listed = shopsListResponse.parse((await call('GET', `/api/users/${staff.id}/shops`, staff)).json());
    expect(listed.shops).toEqual([]);
  });

  test('a manager cannot touch payouts or the team; neither manager nor staff read the bank details', async () => {
    const { owner, shopId, join } = await teamShop();
    const manager = await join('manager');
    const staff = await join('staff');
    const bank = { bank: '12', branch: '3456', account: '7654321', suffix: '00' };
    expect((await call('PUT', `/api/shops/${shopId}/payment`, owner, { shopInfo: { bank_acn: bank } })).statusCode).toBe(200);
    const before = await ctx.db.query('select settings from shops where id = $1', [shopId]);

    expect(
      (await call('PUT', `/api/shops/${shopId}/payment`, manager, { shopInfo: { bank_acn: { ...bank, bank: '01' } } }))
        .statusCode,
    ).toBe(403);
    expect((await call('PUT', `/api/shops/${shopId}/team/${staff.id}`, manager, { role: 'manager' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/shops/${shopId}/team/${staff.id}`, manager)).statusCode).toBe(403);
    expect(await ctx.db.query('select settings from shops where id = $1', [shopId])).toEqual(before);
    expect(await count("select 1 from shop_members where shop_id = $1 and role = 'staff'", [shopId])).toBe(1);

    const seen = async (who: TestUser) =>
      shopResponse.parse(
        (await call('GET', `/api/shops/${shopId}?options=${encodeURIComponent('{"includeStripeAccount":true}')}`, who)).json(),
      );
    expect((await seen(owner)).shop.transactional?.bank_acn).toEqual(bank);
    for (const who of [manager, staff]) {
      const answer = await seen(who);
      expect(answer.shop.transactional).toBeUndefined();
      expect(answer.stripeAccount).toBeNull();
    }
  });
});

describe('orders record who acted; staff works the orders screen and the sold-out switch only', () => {
  test('accepted, completed, rejected and refunded carry who and when', async () => {
    const { owner, shopId, join } = await teamShop();
    const staff = await join('staff');
    const [person] = await ctx.db.query<{ given_name: string; family_name: string }>(
      'select given_name, family_name from users where id = $1',
      [staff.id],
    );
    const staffName = `${person?.given_name} ${person?.family_name}`;
    const line = { productId: null, productName: 'Flat white', quantity: 1, unitPrice: 550 };
    const first = await insertOrder(ctx.db, { shopId, createdAt: clock.toISOString(), status: 'pending', lines: [line] });
    const second = await insertOrder(ctx.db, { shopId, createdAt: clock.toISOString(), status: 'pending', lines: [line] });

    expect((await call('PUT', `/api/orders/${first}/accepted`, staff)).statusCode).toBe(200);
    const completed = orderResponse.parse((await call('PUT', `/api/orders/${first}/completed`, staff)).json()).order;
    expect(completed.actions).toEqual([
      { kind: 'accepted', by: { id: staff.id, name: staffName }, at: clock.toISOString() },
      { kind: 'completed', by: { id: staff.id, name: staffName }, at: clock.toISOString() },
    ]);
    // a partial refund is the owner's or a manager's
    expect((await call('POST', `/api/orders/${first}/refunds`, staff, { amount: 100, reason: 'Cold' })).statusCode).toBe(403);
    const refunded = await call('POST', `/api/orders/${first}/refunds`, owner, { amount: 100, reason: 'Cold' });
    expect(orderResponse.parse(refunded.json()).order.actions?.at(-1)).toMatchObject({ kind: 'refunded', by: { id: owner.id } });

    const rejected = await call('PUT', `/api/orders/${second}/rejected`, staff, { reason: 'Out of milk' });
    expect(orderResponse.parse(rejected.json()).order.actions).toEqual([
      { kind: 'rejected', by: { id: staff.id, name: staffName }, at: clock.toISOString() },
    ]);
  });

  test('staff may mark a product sold out or hide it, not change its price', async () => {
    const { owner, shopId, join } = await teamShop();
    const staff = await join('staff');
    const category = await call('POST', '/api/categories', owner, { categoryInfo: { shop: shopId, name: 'Coffee' } });
    const categoryId = (category.json() as { category: { _id: string } }).category._id;
    const product = await call('POST', '/api/products', owner, {
      productInfo: { category: categoryId, name: 'Mocha', price: 600 },
    });
    const productId = (product.json() as { product: { _id: string } }).product._id;
    const soldOut = await call('PUT', `/api/products/${productId}`, staff, {
      productInfo: { soldOutUntil: '2026-03-11T11:00:00.000Z' },
    });
    expect(soldOut.statusCode).toBe(200);
    expect((await call('PUT', `/api/products/${productId}`, staff, { productInfo: { enabled: false } })).statusCode).toBe(200);
    const price = await call('PUT', `/api/products/${productId}`, staff, { productInfo: { price: 1 } });
    expect(price.statusCode).toBe(403);
    const [row] = await ctx.db.query<{ price: number }>('select price from products where id = $1', [productId]);
    expect(row?.price).toBe(600);
  });
});
