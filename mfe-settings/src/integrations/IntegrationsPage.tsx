import { updateIntegration, useCurrentShop, useIntegrations } from '@backoffice/api-client';
import { type IntegrationType, type IntegrationView, integrationInput, MESSAGES, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import {
  AreaPage,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  CurrentShopName,
  FormSwitchField,
  FormTextField,
  SchemaForm,
  SimpleGrid,
  Stack,
  Text,
  useSchemaForm,
  useUrlDialog,
} from '@backoffice/ui';
import { useEffect } from 'react';

const TITLES: Record<IntegrationType, string> = { dnero: 'Dnero' };

/** The stored key as the API gives it: its last 4 characters only, never the whole key. */
export function maskedKey(last4: string | null): string {
  return last4 ? `•••• ${last4}` : 'No API key';
}

const EDIT_ACTIONS = ['edit'] as const;
const TYPE_KEYS = ['type'] as const;

/**
 * /shop/integrations (spec 001 §2): the dnero card with an Edit modal (enabled, apiKey). The key is stored encrypted
 * by the API and only its last 4 characters come back; an empty key field keeps the stored key. Every shop route
 * answers only the owner or an admin, so the API alone decides who may change it. The open modal is in the URL
 * (`?dialog=edit&type=dnero`).
 */
export function IntegrationsPage() {
  const current = useCurrentShop();
  const { data, error, isLoading, mutate } = useIntegrations();
  const dialog = useUrlDialog<'edit'>({ actions: EDIT_ACTIONS, param: 'dialog', keys: TYPE_KEYS });
  const editing = dialog.isOpen('edit') ? data?.find((item) => item.type === dialog.params.type) : undefined;
  const open = (type: IntegrationType | null) => (type ? dialog.open('edit', { type }) : dialog.close());

  return (
    <AreaPage
      title="Integrations"
      subtitle={<CurrentShopName />}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!current || data?.length === 0}
      emptyTitle={current ? 'No integrations' : 'Choose a shop'}
      emptyDescription={current ? 'There is no integration to connect yet.' : 'Choose a shop to see its integrations.'}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {(data ?? []).map((integration) => (
          <Card.Root key={integration.type} data-testid={`integration-${integration.type}`}>
            <Card.Header>
              <Card.Title>
                {TITLES[integration.type]}{' '}
                <Badge colorPalette={integration.enabled ? 'green' : 'gray'}>
                  {integration.enabled ? 'Enabled' : 'Disabled'}
                </Badge>
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <Text>
                API key: <span data-testid="api-key-last4">{maskedKey(integration.apiKeyLast4)}</span>
              </Text>
            </Card.Body>
            <Card.Footer>
              <Button aria-label={`Edit ${TITLES[integration.type]}`} onClick={() => open(integration.type)}>
                Edit
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
      {current && (
        <EditIntegrationDialog
          shopId={current.shopId}
          integration={editing}
          onClose={() => open(null)}
          onSaved={(saved) => {
            void mutate((list) => list?.map((item) => (item.type === saved.type ? saved : item)), { revalidate: false });
            open(null);
          }}
        />
      )}
    </AreaPage>
  );
}

/** The API names the key "Api key" (contracts fieldLabel) or by the form's label: such a refusal goes under it. */
const API_LABELS = { apiKey: ['API key', 'Api key'] };

function EditIntegrationDialog({
  shopId,
  integration,
  onClose,
  onSaved,
}: {
  shopId: string;
  integration: IntegrationView | undefined;
  onClose: () => void;
  onSaved: (saved: IntegrationView) => void;
}) {
  // integrationInput is the schema the API route checks the save with
  const form = useSchemaForm(integrationInput, {
    labels: API_LABELS,
    onSubmit: async (input) => {
      if (!integration) return;
      const saved = await updateIntegration(shopId, integration.type, input);
      topics.toast.emit({ status: 'success', title: MESSAGES.shopUpdateSuccessful, duration: SUCCESS_TOAST_MS });
      onSaved(saved);
    },
  });
  const { reset } = form;
  // Each opening starts from what is stored; the key field starts empty (the stored key is never sent back).
  useEffect(() => {
    reset({ enabled: integration?.enabled ?? false, apiKey: null as unknown as undefined });
  }, [integration, reset]);

  return (
    <SchemaForm form={form} as="none">
      <ConfirmDialog
        open={integration !== undefined}
        title={integration ? `Edit ${TITLES[integration.type]}` : 'Edit'}
        confirmLabel="Save"
        testId="integration-dialog"
        purpose="form"
        onClose={onClose}
        onConfirm={form.submit}
      >
        <Stack gap="4">
          <FormSwitchField path="enabled" label="Enabled" />
          {/* blank keeps the stored key: no apiKey is sent */}
          <FormTextField
            path="apiKey"
            label="API key"
            type="password"
            autoComplete="off"
            absentWhenEmpty
            help={
              integration?.apiKeyLast4
                ? `Stored key ends in ${integration.apiKeyLast4}. Leave empty to keep it.`
                : 'No key stored yet.'
            }
          />
        </Stack>
      </ConfirmDialog>
    </SchemaForm>
  );
}
