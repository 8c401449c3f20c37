import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import type { Shop, TeamResponse } from '@backoffice/contracts';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { LAST_OWNER_NOTE } from './TeamList';
import { JUST_YOU } from './TeamPage';
import { TWO_STEP_LABEL } from './TwoStepSwitch';

const TEAM = 'GET /api/shops/s1/team';
const aroha = {
  user: { id: 'u1', email: 'aroha@example.co.nz', name: 'Aroha Ngata' },
  role: 'owner',
  invitedAt: null,
  joinedAt: '2026-01-05T09:00:00.000Z',
} as const;
const tama = {
  user: { id: 'u2', email: 'tama@example.co.nz', name: 'Tama Rewi' },
  role: 'staff',
  invitedAt: '2026-11-20T01:00:00.000Z',
  joinedAt: '2026-11-21T01:00:00.000Z',
} as const;
const invite = {
  id: 'i1',
  email: 'mere@example.co.nz',
  role: 'staff',
  invitedAt: '2026-11-26T01:00:00.000Z',
  expiresAt: '2026-12-03T01:00:00.000Z',
} as const;
const fullTeam: TeamResponse = { members: [aroha, tama], invites: [invite], requireTwoStep: false };

let api: FakeApi;
let toasts: ToastMessage[];
let unsubscribe: () => void;

function start(routes: Parameters<typeof fakeApi>[0], shop: Shop = testShop('s1', 'Kōwhai Café', { role: 'owner' })) {
  api = fakeApi(routes);
  primeBus({ token: 'token-1', shop });
  toasts = [];
  unsubscribe = topics.toast.on((toast) => toasts.push(toast));
  const user = userEvent.setup();
  renderArea(<App />, { path: '/shop/team' });
  return user;
}
afterEach(() => {
  unsubscribe();
  api.restore();
  resetBus();
});

const rows = () => screen.getAllByTestId('team-row');
const errorToasts = () => toasts.filter((t) => t.status === 'error');

describe('Settings → Team', () => {
  it('loads, then lists members and open invites; the last owner’s row can be neither changed nor removed, and says why', async () => {
    start({ [TEAM]: fullTeam });
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByTestId('area-loading')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [owner, member, pending] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(owner).toHaveTextContent('Aroha Ngata (you)');
    expect(owner).toHaveTextContent('aroha@example.co.nz');
    expect(owner).toHaveTextContent('5 Jan 2026');
    expect(within(owner).getByTestId('last-owner-note')).toHaveTextContent(LAST_OWNER_NOTE);
    expect(within(owner).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(owner).queryByRole('button')).not.toBeInTheDocument();
    expect(within(member).getByRole('combobox', { name: 'Role of Tama Rewi' })).toHaveValue('staff');
    expect(within(member).getByRole('button', { name: 'Remove from team: Tama Rewi' })).toBeInTheDocument();
    expect(pending).toHaveTextContent('Invite pending');
    expect(pending).toHaveTextContent('Invited 26 Nov 2026');
    expect(within(pending).getByRole('button', { name: 'Cancel invite for mere@example.co.nz' })).toBeInTheDocument();
    expect(screen.queryByText(JUST_YOU)).not.toBeInTheDocument();
  });

  it('changes a member’s role; a refused change is said once and the role stays', async () => {
    const user = start({
      [TEAM]: fullTeam,
      'PUT /api/shops/s1/team/u2': (request) =>
        (request.body as { role: string }).role === 'owner'
          ? { status: 403, body: { message: 'Only an owner can do that' } }
          : { body: { member: { ...tama, role: 'manager' } } },
    });
    const select = await screen.findByRole('combobox', { name: 'Role of Tama Rewi' });
    await user.selectOptions(select, 'manager');
    await waitFor(() => expect(api.calls('PUT /api/shops/s1/team/u2')).toHaveLength(1));
    expect(api.calls('PUT /api/shops/s1/team/u2')[0]?.body).toEqual({ role: 'manager' });
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Tama Rewi is now Manager'));
    await waitFor(() => expect(select).toHaveValue('manager'));

    await user.selectOptions(select, 'owner');
    await waitFor(() => expect(errorToasts()).toHaveLength(1));
    expect(errorToasts()[0]?.title).toBe('Only an owner can do that');
    await waitFor(() => expect(select).toHaveValue('manager'));
  });

  it('removes a member after the confirm dialog (its question in the URL); Cancel sends nothing', async () => {
    const user = start({ [TEAM]: fullTeam, 'DELETE /api/shops/s1/team/u2': () => ({ status: 204, body: undefined }) });
    await user.click(await screen.findByRole('button', { name: 'Remove from team: Tama Rewi' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Tama Rewi from the team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /api/shops/s1/team/u2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove from team: Tama Rewi' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove Tama Rewi from the team?' });
    expect(dialog).toHaveTextContent('loses access to this shop at once');
    await user.click(within(dialog).getByRole('button', { name: 'Remove from team' }));
    await waitFor(() => expect(api.calls('DELETE /api/shops/s1/team/u2')).toHaveLength(1));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('Tama Rewi')).not.toBeInTheDocument();
  });

  it('cancels an invite', async () => {
    const user = start({ [TEAM]: fullTeam, 'DELETE /api/shops/s1/team/invites/i1': () => ({ status: 204, body: undefined }) });
    await user.click(await screen.findByRole('button', { name: 'Cancel invite for mere@example.co.nz' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.calls('DELETE /api/shops/s1/team/invites/i1')).toHaveLength(1);
  });

  it('invites by e-mail and role: a malformed address is refused under its field, once, and nothing is sent', async () => {
    const user = start({
      [TEAM]: { members: [aroha], invites: [], requireTwoStep: false },
      'POST /api/shops/s1/team': (request) => ({
        status: 201,
        body: { invite: { ...invite, id: 'i9', ...(request.body as object) } },
      }),
    });
    expect(await screen.findByText(JUST_YOU)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Invite someone' });
    const role = within(form).getByRole('combobox', { name: /Role/ });
    expect([...(role as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Owner', 'Manager', 'Staff']);
    expect(role).toHaveValue('staff');
    expect(form).toHaveTextContent('Orders (accept, reject, complete, print, receipts)');

    await user.type(within(form).getByLabelText(/E-mail/), 'mere@example');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    expect(within(form).getAllByText('Please enter a valid e-mail address')).toHaveLength(1);
    expect(within(form).getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/shops/s1/team')).toHaveLength(0);
    expect(toasts).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/E-mail/));
    await user.type(within(form).getByLabelText(/E-mail/), ' Mere@Example.co.nz ');
    await user.selectOptions(role, 'manager');
    expect(form).toHaveTextContent('Everything but bank and payout details');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(api.calls('POST /api/shops/s1/team')).toHaveLength(1));
    expect(api.calls('POST /api/shops/s1/team')[0]?.body).toEqual({ email: 'mere@example.co.nz', role: 'manager' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(toasts.map((t) => t.title)).toContain('Invite sent to mere@example.co.nz');
    expect(within(form).getByLabelText(/E-mail/)).toHaveValue('');
  });

  it('a refused invite (the API’s reason) is said once; nothing is added', async () => {
    const user = start({
      [TEAM]: { members: [aroha], invites: [], requireTwoStep: false },
      'POST /api/shops/s1/team': () => ({ status: 409, body: { message: 'mere@example.co.nz is already in the team' } }),
    });
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByLabelText(/E-mail/), 'mere@example.co.nz');
    await user.click(within(form).getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(errorToasts()).toHaveLength(1));
    expect(errorToasts()[0]?.title).toBe('mere@example.co.nz is already in the team');
    expect(rows()).toHaveLength(1);
    expect(within(form).getByLabelText(/E-mail/)).toHaveValue('mere@example.co.nz');
  });

  it('the owner requires two-step sign-in for the team; a refusal leaves the switch off', async () => {
    let refuse = true;
    const user = start({
      [TEAM]: fullTeam,
      'PUT /api/shops/s1/team/two-step': () =>
        refuse
          ? { status: 403, body: { message: 'Set up two-step sign-in for yourself first' } }
          : { status: 204, body: undefined },
    });
    const toggle = () => screen.getByRole('checkbox', { name: TWO_STEP_LABEL });
    await screen.findByRole('checkbox', { name: TWO_STEP_LABEL });
    expect(toggle()).not.toBeChecked();
    await user.click(toggle());
    await waitFor(() => expect(errorToasts()).toHaveLength(1));
    expect(errorToasts()[0]?.title).toBe('Set up two-step sign-in for yourself first');
    await waitFor(() => expect(toggle()).toBeEnabled());
    expect(toggle()).not.toBeChecked();
    expect(toggle()).toHaveFocus();

    refuse = false;
    await user.click(toggle());
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Two-step sign-in is now required for this team'));
    expect(toggle()).toBeChecked();
    expect(api.calls('PUT /api/shops/s1/team/two-step').map((c) => c.body)).toEqual([{ required: true }, { required: true }]);
  });

  it('a manager sees the team and may invite staff only: no role changes, no removal, no two-step switch', async () => {
    start({ [TEAM]: fullTeam }, testShop('s1', 'Kōwhai Café', { owner: 'u7', role: 'manager' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove from team: / })).not.toBeInTheDocument();
    expect(screen.queryByTestId('last-owner-note')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: TWO_STEP_LABEL })).not.toBeInTheDocument();
    // a staff invite is theirs to cancel
    expect(screen.getByRole('button', { name: 'Cancel invite for mere@example.co.nz' })).toBeInTheDocument();
    const role = within(screen.getByRole('form', { name: 'Invite someone' })).getByRole('combobox', { name: /Role/ });
    expect([...(role as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Staff']);
  });

  it('staff get the no-access screen and nothing is fetched', async () => {
    start({ [TEAM]: fullTeam }, testShop('s1', 'Kōwhai Café', { owner: 'u7', role: 'staff' }));
    expect(await screen.findByTestId('no-access')).toHaveTextContent("Your role (Staff) can't open Team.");
    expect(api.calls(TEAM)).toHaveLength(0);
  });

  it('a failed load shows the error with Retry', async () => {
    let fail = true;
    const user = start({
      [TEAM]: () => (fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: fullTeam }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this page.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('below 600 px each person is a card with the same controls', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      start({ [TEAM]: fullTeam });
      const list = await screen.findByRole('list', { name: 'Team' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(list).getByRole('combobox', { name: 'Role of Tama Rewi' })).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
