import { updateEmbedKey, useCurrentShop } from '@backoffice/api-client';
import { cnameInstructions, type EmbedKey, normaliseCustomDomain } from '@backoffice/contracts';
import { Box, Button, Field, Heading, Input, Stack, Table, Text, useFieldErrors } from '@backoffice/ui';
import { useEffect, useState } from 'react';
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
  const [value, setValue] = useState(customDomain);
  const { formRef, errors, show, clear, submit } = useFieldErrors(API_LABELS);
  const message = errors.domain ?? null;
  const [saving, setSaving] = useState(false);
  useEffect(() => setValue(customDomain), [customDomain]);

  const save = async () => {
    if (!shopId) return;
    let domain = '';
    if (value.trim() !== '') {
      const check = normaliseCustomDomain(value);
      if (!check.ok) {
        show({ domain: check.message });
        return;
      }
      domain = check.domain;
    }
    setSaving(true);
    try {
      const key = await submit(() => updateEmbedKey(shopId, { origins: [defaultDomain, domain] }));
      await onSaved(key);
      notifySuccess('Shop update successful');
    } catch {
      // under the field, or the one error toast
    } finally {
      setSaving(false);
    }
  };

  const cname = customDomain ? cnameInstructions(customDomain, defaultDomain) : null;
  return (
    <Stack gap="6" maxW="3xl">
      <Box>
        <Heading as="h2" size="md" mb="2">
          Default domain
        </Heading>
        <Text data-testid="default-domain">{defaultDomain}</Text>
      </Box>
      <form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="3" align="flex-start">
          <Field.Root invalid={message !== null}>
            <Field.Label>Custom domain</Field.Label>
            <Input
              value={value}
              placeholder="order.yourvenue.co.nz"
              onChange={(event) => {
                setValue(event.target.value);
                clear('domain');
              }}
              maxW="md"
            />
            <Field.HelperText>Only the domain name: no http://, no path.</Field.HelperText>
            <Field.ErrorText role="alert">{message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" loading={saving}>
            Save domain
          </Button>
        </Stack>
      </form>
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
