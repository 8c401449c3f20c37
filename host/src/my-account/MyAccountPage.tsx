import { useCurrentUser } from '@backoffice/api-client';
import { contactDetailsForm } from '@backoffice/contracts';
import { Box, ContactDetailsForm, Flex, Heading, Spinner, Tabs, Text, useUrlState } from '@backoffice/ui';
import { z } from 'zod';
import { publishUpdatedUser } from '../session/session';
import { usePageTitle } from '../shell/use-page-title';
import { PasswordForm } from './PasswordForm';
import { SignedInDevices } from './SignedInDevices';
import { TwoStepSection } from './TwoStepSection';

/** The tab lives in the URL (`?tab=password`), so every state can be linked and reloaded (STYLE.md). */
export const MY_ACCOUNT_TABS = { contact: 'contact', password: 'password', twoStep: 'two-step' } as const;
type MyAccountTab = (typeof MY_ACCOUNT_TABS)[keyof typeof MY_ACCOUNT_TABS];

// The first tab is the default: it leaves the URL bare, and an unknown `?tab=` opens it.
const MyAccountQuery = z.object({
  tab: z.enum([MY_ACCOUNT_TABS.contact, MY_ACCOUNT_TABS.password, MY_ACCOUNT_TABS.twoStep]).default(MY_ACCOUNT_TABS.contact),
});
const isTab = (value: string): value is MyAccountTab => (Object.values(MY_ACCOUNT_TABS) as string[]).includes(value);

/** Spec 001 §2 "My Account": tabs contact details and password management. */
export function MyAccountPage() {
  usePageTitle('My Account');
  const user = useCurrentUser();
  const [{ tab }, setQuery] = useUrlState(MyAccountQuery);
  // Switching tabs replaces the entry: Back leaves My Account rather than stepping through its tabs.
  const selectTab = (next: string) => setQuery({ tab: isTab(next) ? next : MY_ACCOUNT_TABS.contact }, { replace: true });

  return (
    <Box p={{ base: 4, md: 8 }}>
      <Heading as="h1" size="xl" mb={4}>
        My Account
      </Heading>
      <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} variant="line">
        <Tabs.List mb={6} flexWrap="wrap">
          <Tabs.Trigger value="contact" minH="10">
            Contact Details
          </Tabs.Trigger>
          <Tabs.Trigger value="password" minH="10">
            Password Management
          </Tabs.Trigger>
          <Tabs.Trigger value="two-step" minH="10">
            Two-step sign-in
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="contact">
          {user ? (
            <ContactDetailsForm key={user._id} user={user} schema={contactDetailsForm} onSaved={publishUpdatedUser} forSelf />
          ) : (
            <Flex role="status" align="center" gap={3}>
              <Spinner size="sm" aria-hidden="true" />
              <Text>Loading your details…</Text>
            </Flex>
          )}
        </Tabs.Content>
        <Tabs.Content value="password">
          <PasswordForm />
        </Tabs.Content>
        <Tabs.Content value="two-step">{tab === 'two-step' ? <TwoStepSection /> : null}</Tabs.Content>
      </Tabs.Root>
      <SignedInDevices />
    </Box>
  );
}
