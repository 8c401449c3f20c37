import {
  isLastOwner,
  SHOP_ROLE_LABELS,
  SHOP_ROLES,
  type ShopRole,
  type TeamInvite,
  type TeamMember,
  teamDayText,
} from '@backoffice/contracts';
import { Box, Button, Card, NativeSelect, Stack, Table, Text, useIsMobileLayout, VisuallyHidden } from '@backoffice/ui';
import type { ReactNode } from 'react';

export const LAST_OWNER_NOTE = 'The last owner can’t be changed or removed — make someone else an owner first.';

export type TeamRow = { kind: 'member'; member: TeamMember } | { kind: 'invite'; invite: TeamInvite };

export interface TeamListProps {
  members: readonly TeamMember[];
  invites: readonly TeamInvite[];
  /** The signed-in person (shown as "you"). */
  userId: string | undefined;
  /** May change roles and remove members (owners). */
  canManage: boolean;
  /** The invites this person may cancel (an owner any, a manager the staff ones). */
  canCancel: (invite: TeamInvite) => boolean;
  /** A role change in flight (its select is busy). */
  changing: string | null;
  onChangeRole: (member: TeamMember, role: ShopRole) => void;
  onRemove: (member: TeamMember) => void;
  onCancelInvite: (invite: TeamInvite) => void;
}

interface RowView {
  key: string;
  name: ReactNode;
  email: string;
  role: ReactNode;
  since: string;
  actions: ReactNode;
}

/**
 * The team: members first, then open invites ("Invited 27 Nov 2026", "Cancel invite"). A table from 600 px, one card
 * per person below it (spec 001 §9's mobile layout), with the same controls in both.
 */
export function TeamList(props: TeamListProps) {
  const mobile = useIsMobileLayout();
  const rows = [
    ...props.members.map((member) => memberView(member, props)),
    ...props.invites.map((invite) => inviteView(invite, props)),
  ];

  if (mobile) {
    return (
      <Stack as="ul" aria-label="Team" gap="3" listStyleType="none" m="0" p="0">
        {rows.map((row) => (
          <Box as="li" key={row.key} data-testid="team-row">
            <Card.Root size="sm">
              <Card.Body gap="2">
                <Text fontWeight="semibold">{row.name}</Text>
                <Text wordBreak="break-all">{row.email}</Text>
                <Box>{row.role}</Box>
                <Text color="fg.muted" fontSize="sm">
                  {row.since}
                </Text>
                {row.actions}
              </Card.Body>
            </Card.Root>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Team">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>E-mail</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Joined</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key} data-testid="team-row">
              <Table.Cell>{row.name}</Table.Cell>
              <Table.Cell>{row.email}</Table.Cell>
              <Table.Cell>{row.role}</Table.Cell>
              <Table.Cell>{row.since}</Table.Cell>
              <Table.Cell>{row.actions}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function memberView(member: TeamMember, props: TeamListProps): RowView {
  const { user } = member;
  const self = user.id === props.userId;
  const lastOwner = isLastOwner(props.members, user.id);
  const editable = props.canManage && !lastOwner;
  const name = self ? `${user.name} (you)` : user.name;
  return {
    key: `member-${user.id}`,
    name,
    email: user.email,
    role: editable ? (
      <NativeSelect.Root size="sm" maxW="40" disabled={props.changing === user.id}>
        <NativeSelect.Field
          aria-label={`Role of ${user.name}`}
          value={member.role}
          onChange={(event) => props.onChangeRole(member, event.target.value as ShopRole)}
        >
          {SHOP_ROLES.map((role) => (
            <option key={role} value={role}>
              {SHOP_ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    ) : (
      SHOP_ROLE_LABELS[member.role]
    ),
    since: teamDayText(member.joinedAt),
    actions: editable ? (
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        aria-label={`Remove from team: ${user.name}`}
        onClick={() => props.onRemove(member)}
      >
        Remove from team
      </Button>
    ) : lastOwner && props.canManage ? (
      <Text fontSize="sm" color="fg.muted" data-testid="last-owner-note">
        {LAST_OWNER_NOTE}
      </Text>
    ) : null,
  };
}

function inviteView(invite: TeamInvite, props: TeamListProps): RowView {
  return {
    key: `invite-${invite.id}`,
    name: (
      <Text as="span" color="fg.muted">
        Invite pending
      </Text>
    ),
    email: invite.email,
    role: SHOP_ROLE_LABELS[invite.role],
    since: `Invited ${teamDayText(invite.invitedAt)}`,
    actions: props.canCancel(invite) ? (
      <Button
        size="sm"
        variant="outline"
        aria-label={`Cancel invite for ${invite.email}`}
        onClick={() => props.onCancelInvite(invite)}
      >
        Cancel invite
      </Button>
    ) : null,
  };
}
