import { cancelInvite, changeMemberRole, removeMember, useCurrentShop, useCurrentUser, useTeam } from '@backoffice/api-client';
import {
  can,
  invitableRoles,
  SHOP_ROLE_LABELS,
  type ShopRole,
  SUCCESS_TOAST_MS,
  type TeamInvite,
  type TeamMember,
  type TeamResponse,
} from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { AreaPage, ConfirmDialog, CurrentShopName, RequirePermission, Text, useShopRole, useUrlDialog } from '@backoffice/ui';
import { useState } from 'react';
import { InviteForm } from './InviteForm';
import { TeamList } from './TeamList';
import { TwoStepSwitch } from './TwoStepSwitch';

export const JUST_YOU = 'Just you so far — invite your team';
export const roleChanged = (name: string, role: ShopRole) => `${name} is now ${SHOP_ROLE_LABELS[role]}`;
export const memberRemoved = (name: string) => `${name} was removed from the team`;
export const INVITE_CANCELLED = 'Invite cancelled';

const REMOVE_ACTIONS = ['remove'] as const;
const MEMBER_KEYS = ['member'] as const;

/**
 * Settings → Team (/shop/team): who is in the team and the open invites, the invite form, and for the owner role
 * changes, removal and the two-step requirement. A manager sees the team and may invite staff; staff never get here
 * (the no-access screen). What each role may do is contracts' permission table; the API decides, this page only
 * hides what the role lacks. The remove question is in the URL (`?dialog=remove&member=<userId>`).
 */
export function TeamPage() {
  return (
    <RequirePermission permission="team.inviteStaff" area="Team">
      <TeamView />
    </RequirePermission>
  );
}

function TeamView() {
  const current = useCurrentShop();
  const userId = useCurrentUser()?._id;
  const role = useShopRole();
  const { data, error, isLoading, mutate } = useTeam();
  const dialog = useUrlDialog<'remove'>({ actions: REMOVE_ACTIONS, param: 'dialog', keys: MEMBER_KEYS });
  const [changing, setChanging] = useState<string | null>(null);
  const canManage = can(role, 'team.manage');
  const shopId = current?.shopId;

  const removing = dialog.isOpen('remove') ? data?.members.find((m) => m.user.id === dialog.params.member) : undefined;
  const askRemove = (member: TeamMember | null) => (member ? dialog.open('remove', { member: member.user.id }) : dialog.close());

  const update = (change: (team: TeamResponse) => TeamResponse) =>
    void mutate((team) => (team ? change(team) : team), { revalidate: false });

  async function changeRole(member: TeamMember, next: ShopRole) {
    if (!shopId || next === member.role) return;
    setChanging(member.user.id);
    try {
      await changeMemberRole(shopId, member.user.id, next);
      topics.toast.emit({ status: 'success', title: roleChanged(member.user.name, next), duration: SUCCESS_TOAST_MS });
      update((team) => ({
        ...team,
        members: team.members.map((m) => (m.user.id === member.user.id ? { ...m, role: next } : m)),
      }));
    } catch {
      // refused: the reason is the api client's toast, the select shows the role the server still has
    } finally {
      setChanging(null);
    }
  }

  async function remove() {
    if (!shopId || !removing) return;
    await removeMember(shopId, removing.user.id);
    topics.toast.emit({ status: 'success', title: memberRemoved(removing.user.name), duration: SUCCESS_TOAST_MS });
    const gone = removing.user.id;
    update((team) => ({ ...team, members: team.members.filter((m) => m.user.id !== gone) }));
    askRemove(null);
  }

  async function cancel(invite: TeamInvite) {
    if (!shopId) return;
    try {
      await cancelInvite(shopId, invite.id);
      topics.toast.emit({ status: 'success', title: INVITE_CANCELLED, duration: SUCCESS_TOAST_MS });
      update((team) => ({ ...team, invites: team.invites.filter((i) => i.id !== invite.id) }));
    } catch {
      // already toasted; the invite stays listed
    }
  }

  const justYou = data !== undefined && data.members.length <= 1 && data.invites.length === 0;

  return (
    <AreaPage
      title="Team"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to see its team."
    >
      {data && shopId ? (
        <>
          {justYou ? (
            <Text role="status" mb="4" fontWeight="medium">
              {JUST_YOU}
            </Text>
          ) : null}
          <TeamList
            members={data.members}
            invites={data.invites}
            userId={userId}
            canManage={canManage}
            canCancel={(invite) => invitableRoles(role).includes(invite.role)}
            changing={changing}
            onChangeRole={(member, next) => void changeRole(member, next)}
            onRemove={askRemove}
            onCancelInvite={(invite) => void cancel(invite)}
          />
          <InviteForm
            shopId={shopId}
            roles={invitableRoles(role)}
            onInvited={(invite) => update((team) => ({ ...team, invites: [...team.invites, invite] }))}
          />
          {canManage ? (
            <TwoStepSwitch
              shopId={shopId}
              required={data.requireTwoStep}
              onSaved={(required) => update((team) => ({ ...team, requireTwoStep: required }))}
            />
          ) : null}
          <ConfirmDialog
            open={removing !== undefined}
            title={removing ? `Remove ${removing.user.name} from the team?` : 'Remove from team?'}
            description={
              removing
                ? `${removing.user.name} (${removing.user.email}) loses access to this shop at once, on every device.`
                : undefined
            }
            confirmLabel="Remove from team"
            destructive
            testId="remove-member-dialog"
            onConfirm={remove}
            onClose={() => askRemove(null)}
          />
        </>
      ) : null}
    </AreaPage>
  );
}
