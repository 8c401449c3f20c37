import { updateUser } from '@backoffice/api-client';
import { MESSAGES, SUCCESS_TOAST_MS, USER_ROLES, type User, type UserRole } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Button, Checkbox, CheckboxGroup, Fieldset, Stack, Text } from '@backoffice/ui/chakra';
import { useRef, useState } from 'react';
import { useChoiceToggle } from '../choices/useChoiceToggle';

const ROLE_LABELS: Record<UserRole, string> = {
  consumer: 'Consumer',
  merchant: 'Merchant',
  'beta-tester': 'Beta tester',
  admin: 'Admin',
};

/**
 * The roles editor, shared by the admin user page and the customer page (spec 001 §2, §6: consumer, merchant, beta-tester, admin). Saves with PUT /api/users/:id. The
 * API refuses an admin removing their own admin role (409, shown as the error toast); the box is also disabled here
 * so the rule is visible before trying.
 */
export function RolesEditor({
  user,
  selfId,
  onSaved,
}: {
  user: User;
  selfId: string | undefined;
  onSaved: (user: User) => void;
}) {
  const [roles, setRoles] = useState<UserRole[]>(user.roles);
  // Save reads the ticks from here: they land in the click's own turn (useChoiceToggle), where the group's
  // onValueChange came a microtask late and a Save pressed in between sent the old roles (or met a still-disabled
  // button).
  const latest = useRef(roles);
  const setBoth = (next: UserRole[]) => {
    latest.current = next;
    setRoles(next);
  };
  const report = useChoiceToggle(USER_ROLES, roles, setBoth);
  const [busy, setBusy] = useState(false);
  const isSelf = selfId === user._id;
  const changed = roles.length !== user.roles.length || roles.some((role) => !user.roles.includes(role));

  async function save() {
    setBusy(true);
    try {
      const saved = await updateUser(user._id, { roles: USER_ROLES.filter((role) => latest.current.includes(role)) });
      setBoth(saved.roles);
      onSaved(saved);
      topics.toast.emit({ status: 'success', title: MESSAGES.userDetailsUpdateSuccessful, duration: SUCCESS_TOAST_MS });
    } catch {
      // toasted by the api-client
    } finally {
      setBusy(false);
    }
  }

  return (
    <Fieldset.Root>
      <Fieldset.Legend>Roles</Fieldset.Legend>
      <CheckboxGroup value={roles} name="roles">
        <Stack gap={2}>
          {USER_ROLES.map((role) => (
            <Checkbox.Root key={role} value={role} disabled={isSelf && role === 'admin' && user.roles.includes('admin')}>
              <Checkbox.HiddenInput onChange={(event) => report(role, event.currentTarget.checked)} />
              <Checkbox.Control />
              <Checkbox.Label>{ROLE_LABELS[role]}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </CheckboxGroup>
      {isSelf && user.roles.includes('admin') && (
        <Text fontSize="sm" color="fg.muted">
          You cannot remove your own admin role; another admin must.
        </Text>
      )}
      <Button alignSelf="flex-start" onClick={() => void save()} disabled={!changed} loading={busy} loadingText="Saving…">
        Save roles
      </Button>
    </Fieldset.Root>
  );
}
