import { useCurrentUser } from '@backoffice/api-client';
import { Box, ContactDetailsForm, Flex, Heading, Spinner, Tabs, Text } from '@backoffice/ui';
import { useSearchParams } from '@backoffice/ui/router';
import { publishUpdatedUser } from '../session/session';
import { usePageTitle } from '../shell/use-page-title';
import { PasswordForm } from './PasswordForm';
import { SignedInDevices } from './SignedInDevices';
import { TwoStepSection } from './TwoStepSection';

/** The tab lives in the URL (`?tab=password`), so every state can be linked and reloaded (STYLE.md). */
export const MY_ACCOUNT_TABS = { contact: 'contact', password: 'password', twoStep: 'two-step' } as const;
type MyAccountTab = (typeof MY_ACCOUNT_TABS)[keyof typeof MY_ACCOUNT_TABS];

export function tabFromParam(value: string | null): MyAccountTab {
  return value === MY_ACCOUNT_TABS.password || value === MY_ACCOUNT_TABS.twoStep ? value : 'contact';
}

/** Spec 001 §2 "My Account": tabs contact details and password management. */
export function MyAccountPage() {
  usePageTitle('My Account');
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));

  function selectTab(next: MyAccountTab) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'contact') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <Box p={{ base: 4, md: 8 }}>
      <Heading as="h1" size="xl" mb={4}>
        My Account
      </Heading>
      <Tabs.Root value={tab} onValueChange={(details) => selectTab(tabFromParam(details.value))} variant="line">
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
            <ContactDetailsForm key={user._id} user={user} onSaved={publishUpdatedUser} forSelf />
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
