import { createEmbedKey, useCurrentShop, useEmbedKey } from '@backoffice/api-client';
import { MESSAGES } from '@backoffice/contracts';
import { Alert, AreaPage, Button, CurrentShopName, Stack, Text, UrlTabs } from '@backoffice/ui';
import { useState } from 'react';
import { DomainTab } from './DomainTab';
import { GeneralTab } from './GeneralTab';
import { LayoutTab } from './LayoutTab';
import { QrTab } from './QrTab';

/** Spec 001 §2: tab changes are tracked as domain, layout, qr, settings — the `?section=` values. */
export const EMBED_TABS = ['domain', 'layout', 'qr', 'settings'] as const;

/** Embed Store: domain, layout, QR code and general settings of the embeddable store (spec 001 §2). */
export function EmbedStorePage() {
  const current = useCurrentShop();
  const { data: key, error, isLoading, mutate } = useEmbedKey();
  const [enabling, setEnabling] = useState(false);
  const [enableError, setEnableError] = useState<string | null>(null);

  const enable = async () => {
    if (!current) return;
    setEnabling(true);
    setEnableError(null);
    try {
      await createEmbedKey(current.shopId);
      await mutate(); // spec 001 §4: Enable creates the key, then reloads
    } catch (failure) {
      // spec 001 §8: creation errors may skip the toast, but the screen says what went wrong
      setEnableError(failure instanceof Error ? failure.message : 'The embed store could not be enabled.');
    } finally {
      setEnabling(false);
    }
  };

  return (
    <AreaPage
      title="Embed Store"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current}
      emptyTitle="Choose a shop"
      emptyDescription="Choose a shop to configure its embed store."
    >
      {key === null && (
        <Stack gap="4" align="flex-start" data-testid="embed-disabled">
          <Text>{MESSAGES.embedStoreDisabled}</Text>
          <Button onClick={() => void enable()} loading={enabling}>
            Yes, Enable Embed Store
          </Button>
          {enableError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{enableError}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      )}
      {key && (
        <UrlTabs
          label="Embed store"
          items={[
            { value: 'domain', label: 'Domain Settings', content: <DomainTab embedKey={key} onSaved={mutate} /> },
            { value: 'layout', label: 'Layout', content: <LayoutTab embedKey={key} onSaved={mutate} /> },
            { value: 'qr', label: 'QR Code', content: <QrTab embedKey={key} /> },
            { value: 'settings', label: 'General', content: <GeneralTab embedKey={key} onSaved={mutate} /> },
          ]}
        />
      )}
    </AreaPage>
  );
}
