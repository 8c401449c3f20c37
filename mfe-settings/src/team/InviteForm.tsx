import { inviteToTeam } from '@backoffice/api-client';
import {
  SHOP_ROLE_DESCRIPTIONS,
  SHOP_ROLE_LABELS,
  type ShopRole,
  SUCCESS_TOAST_MS,
  type TeamInvite,
  teamInviteRequest,
} from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Box, Button, Heading, Stack } from '@backoffice/ui';
import { type FormEvent, useState } from 'react';
import { SelectField, TextField } from '../settings/form/fields';

type InviteField = 'email' | 'role';

export const inviteSent = (email: string) => `Invite sent to ${email}`;

/**
 * "Invite someone": an e-mail and a role (only the roles the inviter may give: an owner any, a manager staff), the
 * chosen role's one-line description under it. Checked with the API route's own schema (teamInviteRequest), so a
 * malformed address is refused here with the same words, under its field, and nothing is sent.
 */
export function InviteForm({
  shopId,
  roles,
  onInvited,
}: {
  shopId: string;
  roles: readonly ShopRole[];
  onInvited: (invite: TeamInvite) => void;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ShopRole>(roles.includes('staff') ? 'staff' : (roles[0] ?? 'staff'));
  const [errors, setErrors] = useState<Partial<Record<InviteField, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = teamInviteRequest.safeParse({ email, role });
    if (!parsed.success) {
      const next: Partial<Record<InviteField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'email' || field === 'role') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      const invite = await inviteToTeam(shopId, parsed.data);
      topics.toast.emit({ status: 'success', title: inviteSent(invite.email), duration: SUCCESS_TOAST_MS });
      setEmail('');
      onInvited(invite);
    } catch {
      // The API's reason (already a member, not allowed …) is its error toast; what was typed stays.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box as="section" aria-labelledby="invite-heading" mt="8">
      <Heading as="h2" id="invite-heading" size="lg" mb="3">
        Invite someone
      </Heading>
      <form onSubmit={submit} aria-label="Invite someone" noValidate>
        <Stack gap="4" maxW={{ base: 'full', md: 'md' }}>
          <TextField
            label="E-mail"
            type="email"
            name="email"
            required
            value={email}
            error={errors.email}
            onChange={(value) => {
              setEmail(value);
              setErrors(({ email: _dropped, ...rest }) => rest);
            }}
          />
          <SelectField
            label="Role"
            required
            value={role}
            error={errors.role}
            options={roles.map((value) => ({ value, label: SHOP_ROLE_LABELS[value] }))}
            helperText={SHOP_ROLE_DESCRIPTIONS[role]}
            onChange={(value) => {
              setRole(value);
              setErrors(({ role: _dropped, ...rest }) => rest);
            }}
          />
          <Button type="submit" alignSelf="flex-start" loading={busy} loadingText="Sending…">
            Send invite
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
