import { createKiosk, deleteKiosk, useCurrentShop, useCurrentUser, useKiosks } from '@backoffice/api-client';
import { isAdmin, type Kiosk, kioskNameForm, MESSAGES } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { AreaPage, Button, Card, ConfirmDialog, CurrentShopName, HStack, PromptDialog, SimpleGrid, Text } from '@backoffice/ui';
import { useState } from 'react';
import { notifySuccess } from '../notify';
import { kioskPath } from '../routes';

/** Kiosks: cards with name and unit key, Edit and Delete; Add Kiosk for admins only (spec 001 §2, §6). */
export function KiosksPage() {
  const current = useCurrentShop();
  const admin = isAdmin(useCurrentUser());
  const { data, error, isLoading, mutate } = useKiosks();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Kiosk | null>(null);

  return (
    <>
      <AreaPage
        title="Kiosks"
        subtitle={<CurrentShopName />}
        actions={
          admin ? (
            <Button onClick={() => setAdding(true)} disabled={!current}>
              Add Kiosk
            </Button>
          ) : undefined
        }
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        isEmpty={!current || data?.kiosks.length === 0}
        emptyTitle={current ? 'No kiosks yet' : 'Choose a shop'}
        emptyDescription={current ? 'Kiosks and POS terminals of this shop show here.' : 'Choose a shop to see its kiosks.'}
      >
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {(data?.kiosks ?? []).map((kiosk) => (
            <Card.Root key={kiosk._id} data-testid="kiosk-card">
              <Card.Body gap="1">
                <Card.Title as="h2">{kiosk.name}</Card.Title>
                <Text fontSize="sm" color="fg.muted">
                  Unit key: <code>{kiosk.kioskKey}</code>
                </Text>
              </Card.Body>
              <Card.Footer>
                <HStack>
                  <Button size="sm" aria-label={`Edit ${kiosk.name}`} onClick={() => topics.navigate.emit(kioskPath(kiosk._id))}>
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    aria-label={`Delete ${kiosk.name}`}
                    onClick={() => setDeleting(kiosk)}
                  >
                    Delete
                  </Button>
                </HStack>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </AreaPage>
      {/* outside the page body: the empty state replaces the body, and Add Kiosk must still open */}
      <PromptDialog
        open={adding}
        title="Add Kiosk"
        label="Kiosk name"
        // the route's rule (spec 001 §5: non-empty after trimming, else 'Please enter a valid kiosk name')
        schema={kioskNameForm}
        path="name"
        // the API names the kiosk's name field "Name" (contracts fieldLabel): its refusal shows under this field
        apiLabels={['Kiosk name', 'Name']}
        confirmLabel="Add Kiosk"
        onClose={() => setAdding(false)}
        onSubmit={async (name) => {
          if (!current) return;
          await createKiosk(current.shopId, name);
          await mutate();
          setAdding(false);
          notifySuccess(MESSAGES.recordChanged('Kiosk', 'creation'));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete kiosk"
        description={
          deleting ? `Are you sure you want to delete the record "${deleting.name}"? This action can't be undone.` : ''
        }
        confirmLabel="Delete"
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteKiosk(deleting._id);
          await mutate();
          setDeleting(null);
          notifySuccess(MESSAGES.recordChanged('Kiosk', 'delete'));
        }}
      />
    </>
  );
}
