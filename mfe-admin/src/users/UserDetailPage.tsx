import { clearUserCart, sendUserPasswordReset, useAuth, useUser } from '@backoffice/api-client';
import { contactDetailsForm, MESSAGES, SUCCESS_TOAST_MS, type User, userFullName } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import {
  Alert,
  AreaPage,
  Button,
  ConfirmDialog,
  ContactDetailsForm,
  Heading,
  HStack,
  RolesEditor,
  Separator,
  Stack,
  Text,
  useUrlDialog,
} from '@backoffice/ui';
import { useNavigate, useParams } from '@backoffice/ui/router';
import { useState } from 'react';
import { AuditLog } from '../audit/AuditLog';
import { paths } from '../routes';

type UserDialog = 'clear-cart' | 'send-reset';
const USER_DIALOGS = { actions: ['clear-cart', 'send-reset'], param: 'dialog', keys: [] } as const;

export const USER_NOTICE =
  'Changes made here apply to this account at once. The person is not told, except by the password reset e-mail.';

/**
 * A user's admin detail (spec 001 §2): header with name, email and phone, a notice, contact details, a Back button;
 * actions clear cart, send password reset, edit roles; and the admin history of the account. An open confirmation
 * is in the URL (`?dialog=clear-cart` / `send-reset`).
 */
export function UserDetailPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const { data: user, error, isLoading, mutate } = useUser(userId);
  const { action: dialog, open, close } = useUrlDialog<UserDialog>(USER_DIALOGS);
  const openDialog = (name: UserDialog | null) => (name ? open(name) : close());
  const [version, setVersion] = useState(0);
  const saved = (next: User) => {
    void mutate(next, { revalidate: false });
    setVersion((v) => v + 1);
  };

  async function clearCart() {
    try {
      const next = await clearUserCart(userId);
      saved(next);
      openDialog(null);
      topics.toast.emit({ status: 'success', title: MESSAGES.customerCartCleared, duration: SUCCESS_TOAST_MS });
    } catch {
      // toasted
    }
  }

  async function sendReset() {
    try {
      const message = await sendUserPasswordReset(userId);
      openDialog(null);
      setVersion((v) => v + 1);
      topics.toast.emit({ status: 'success', title: message, duration: SUCCESS_TOAST_MS });
    } catch {
      // toasted
    }
  }

  const back = (
    <Button variant="outline" onClick={() => navigate(paths.users)}>
      Back
    </Button>
  );

  return (
    <AreaPage
      title={user ? userFullName(user) : 'User'}
      subtitle={
        user && (
          <Stack gap={0} data-testid="user-header">
            <Text>{user.profile.email}</Text>
            <Text>{user.profile.phone ?? 'No phone number'}</Text>
          </Stack>
        )
      }
      actions={back}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
    >
      {user && (
        <Stack gap={8} maxW="3xl">
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>{USER_NOTICE}</Alert.Description>
          </Alert.Root>

          <Stack as="section" aria-labelledby="contact-heading" gap={3}>
            <Heading as="h2" size="md" id="contact-heading">
              Contact details
            </Heading>
            <ContactDetailsForm
              key={`${user._id}-${user.profile.email}`}
              user={user}
              schema={contactDetailsForm}
              onSaved={saved}
            />
          </Stack>

          <Separator />
          <Stack as="section" aria-labelledby="actions-heading" gap={3}>
            <Heading as="h2" size="md" id="actions-heading">
              Actions
            </Heading>
            <HStack gap={3} wrap="wrap">
              <Button variant="outline" onClick={() => openDialog('clear-cart')}>
                Clear cart
              </Button>
              <Button variant="outline" onClick={() => openDialog('send-reset')}>
                Send password reset
              </Button>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              Items in cart: {user.cart?.length ?? 0}
            </Text>
          </Stack>

          <Separator />
          <Stack as="section" aria-label="Edit roles" gap={3}>
            <RolesEditor key={user.roles.join()} user={user} selfId={auth?.userId} onSaved={saved} />
          </Stack>

          <Separator />
          <AuditLog subject={{ userId: user._id }} version={version} />

          <ConfirmDialog
            open={dialog === 'clear-cart'}
            title="Clear cart"
            description={`Empty the cart of ${userFullName(user)}? The items in it are removed.`}
            confirmLabel="Clear cart"
            destructive
            onConfirm={clearCart}
            onClose={() => openDialog(null)}
          />
          <ConfirmDialog
            open={dialog === 'send-reset'}
            title="Send password reset"
            description={`E-mail a password reset link to ${user.profile.email}? Their current password keeps working until they use it.`}
            confirmLabel="Send"
            onConfirm={sendReset}
            onClose={() => openDialog(null)}
          />
        </Stack>
      )}
    </AreaPage>
  );
}
