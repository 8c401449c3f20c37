import { updateEmbedKey, useCurrentShop } from '@backoffice/api-client';
import { cnameInstructions, customDomainForm, type EmbedKey } from '@backoffice/contracts';
import { Box, Button, FormTextField, Heading, SchemaForm, Stack, Table, Text, useSchemaForm } from '@backoffice/ui';
import { useEffect } from 'react';
import { notifySuccess } from '../notify';

export interface EmbedTabProps {
  embedKey: EmbedKey;
  onSaved: (key?: EmbedKey) => unknown;
}

/**
 * The API names the field "Custom domain", or refuses a domain another store holds ("That domain is already used
 * by another store…", 409): both go under the field.
 */
const API_LABELS = { domain: ['Custom domain', 'That domain'] } as const;

/** Domain Settings: the default domain and a custom domain with its CNAME record (spec 001 §2, §9). */
export function DomainTab({ embedKey, onSaved }: EmbedTabProps) {
  const shopId = useCurrentShop()?.shopId;
  const [defaultDomain = '', customDomain = ''] = embedKey.origins;
  const form = useSchemaForm(customDomainForm, {
    defaultValues: { domain: customDomain },
    labels: API_LABELS,
    // the endpoint is called before the first await: a refusal naming the field comes back under it
    onSubmit: ({ domain }) => {
      if (!shopId) return;
      return updateEmbedKey(shopId, { origins: [defaultDomain, domain] }).then(async (key) => {
        await onSaved(key);
        notifySuccess('Shop update successful');
      });
    },
  });
  const { reset } = form;
  useEffect(() => reset({ domain: customDomain }), [reset, customDomain]);

  const cname = customDomain ? cnameInstructions(customDomain, defaultDomain) : null;
  return (
    <Stack gap="6" maxW="3xl">
      <Box>
        <Heading as="h2" size="md" mb="2">
          Default domain
        </Heading>
        <Text data-testid="default-domain">{defaultDomain}</Text>
      </Box>
      <SchemaForm form={form}>
        <Stack gap="3" align="flex-start">
          <Box w="full" maxW="md">
            <FormTextField
              path="domain"
              label="Custom domain"
              placeholder="order.yourvenue.co.nz"
              help="Only the domain name: no http://, no path."
            />
          </Box>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save domain
          </Button>
        </Stack>
      </SchemaForm>
      {cname && (
        <Box data-testid="cname-instructions">
          <Heading as="h2" size="md" mb="2">
            Point your domain at the store
          </Heading>
          <Text mb="3">At your domain's DNS provider, add this record:</Text>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Record type</Table.ColumnHeader>
                <Table.ColumnHeader>Host</Table.ColumnHeader>
                <Table.ColumnHeader>Target</Table.ColumnHeader>
                <Table.ColumnHeader>TTL</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              <Table.Row>
                <Table.Cell>{cname.recordType}</Table.Cell>
                <Table.Cell>{cname.host}</Table.Cell>
                <Table.Cell>{cname.target}</Table.Cell>
                <Table.Cell>{cname.ttl}</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
          <Text mt="3" color="fg.muted">
            The change can take up to {cname.propagationHours} hours to take effect.
          </Text>
          <Text mt="1" color="fg.muted" fontSize="sm">
            Use a subdomain such as order.yourvenue.co.nz: most DNS providers allow no CNAME record on the bare domain.
          </Text>
        </Box>
      )}
    </Stack>
  );
}
