import { isApiError, updateEmbedKey, useCurrentShop, withFormScope } from '@backoffice/api-client';
import {
  dineInPreviewLink,
  type EmbedKeyInfo,
  type LandingRestriction,
  landingRestrictionForm,
  landingRestrictionIssues,
  ROUTES,
} from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import {
  Box,
  Button,
  Field,
  FormCheckboxField,
  FormTextareaField,
  FormTextField,
  Heading,
  Link,
  NativeSelect,
  SchemaForm,
  Stack,
  Switch,
  Text,
  useSchemaForm,
  VisuallyHidden,
} from '@backoffice/ui';
import type { MouseEvent } from 'react';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../notify';
import type { EmbedTabProps } from './DomainTab';

/** Another area's page: the host navigates (a remote never imports another area). */
function navigateTo(event: MouseEvent, path: string) {
  event.preventDefault();
  topics.navigate.emit(path);
}

type LandingForm = Required<Omit<LandingRestriction, 'enabled'>>;

const TEXT_FIELDS: { name: keyof Omit<LandingForm, 'confirmOnAllVisits'>; label: string; required?: boolean; long?: boolean }[] =
  [
    { name: 'title', label: 'Title', required: true },
    { name: 'question', label: 'Question', required: true, long: true },
    { name: 'okText', label: 'OK button text' },
    { name: 'cancelText', label: 'Cancel button text' },
    { name: 'cancellationDescription', label: 'Cancellation description', long: true },
    { name: 'cancellationText', label: 'Rejection text', required: true, long: true },
  ];

function formOf(restriction: Partial<LandingRestriction>): LandingForm {
  return {
    title: restriction.title ?? '',
    question: restriction.question ?? '',
    okText: restriction.okText ?? '',
    cancelText: restriction.cancelText ?? '',
    cancellationDescription: restriction.cancellationDescription ?? '',
    cancellationText: restriction.cancellationText ?? '',
    confirmOnAllVisits: restriction.confirmOnAllVisits ?? false,
  };
}

/** The landing texts by the label the API names them with (landingRestriction's messages: "Title is required"). */
const LANDING_LABELS = Object.fromEntries(TEXT_FIELDS.map((f) => [f.name, f.label]));

/** General: hideZeroCostPricing, the landing restriction, and the dine-in preview link (spec 001 §2, §4, §5). */
export function GeneralTab({ embedKey, onSaved }: EmbedTabProps) {
  const current = useCurrentShop();
  const shopId = current?.shopId;
  const [busy, setBusy] = useState<string | null>(null);
  const [refused, setRefused] = useState(0);

  const saved = async (key: Awaited<ReturnType<typeof updateEmbedKey>>) => {
    await onSaved(key);
    notifySuccess('Shop update successful');
  };

  /** Under each field: what the restriction still lacks (title, question, rejection text), or what the API refused. */
  const form = useSchemaForm(landingRestrictionForm, {
    defaultValues: formOf(embedKey.landingRestriction),
    labels: LANDING_LABELS,
    // the endpoint is called before the first await: a refusal naming a field comes back under it
    onSubmit: (texts) => {
      if (!shopId) return;
      const enabled = embedKey.landingRestriction.enabled === true;
      return updateEmbedKey(shopId, { landingRestriction: { ...texts, enabled } }).then(saved);
    },
  });
  const { reset, show } = form;
  useEffect(() => reset(formOf(embedKey.landingRestriction)), [reset, embedKey.landingRestriction]);

  /** The switches save at once; a refusal naming a landing text goes under it (else the api-client's one toast). */
  const put = async (what: string, keyInfo: EmbedKeyInfo) => {
    if (!shopId) return;
    setBusy(what);
    try {
      await saved(await withFormScope({ fields: LANDING_LABELS }, () => updateEmbedKey(shopId, keyInfo)));
    } catch (error) {
      if (isApiError(error) && error.field !== undefined) show({ [error.field]: error.message });
    } finally {
      setBusy(null);
    }
  };

  /** Spec 001 §5: turning it on with a required text missing opens the form with its messages and saves nothing. */
  const toggleLanding = (enabled: boolean) => {
    const issues = enabled ? landingRestrictionIssues({ ...embedKey.landingRestriction, enabled: true }) : [];
    if (issues.length > 0) {
      show(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
      // the switch flipped its own input; drawn anew it shows the stored state (off) and the next click turns it on
      setRefused((n) => n + 1);
      return;
    }
    void put('toggle', { landingRestriction: { enabled } });
  };

  const tables = current?.shop?.dineIn?.tables ?? [];
  const [tableId, setTableId] = useState<string | null>(null);
  const table = tables.find((t) => t._id === tableId) ?? tables[0];
  const preview = table ? dineInPreviewLink(embedKey.origins, table._id) : null;

  return (
    <Stack gap="8" maxW="3xl">
      <Switch.Root
        checked={embedKey.general.hideZeroCostPricing}
        disabled={busy === 'general'}
        onCheckedChange={(e) => void put('general', { general: { hideZeroCostPricing: e.checked } })}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Hide zero-cost pricing</Switch.Label>
      </Switch.Root>

      <Box as="section" aria-labelledby="landing-restriction-heading">
        <Heading as="h2" size="md" id="landing-restriction-heading" mb="2">
          Landing restriction
        </Heading>
        <Text color="fg.muted" mb="3">
          A question customers must confirm before they enter the store.
        </Text>
        <Switch.Root
          key={refused}
          checked={embedKey.landingRestriction.enabled === true}
          disabled={busy === 'toggle'}
          onCheckedChange={(e) => toggleLanding(e.checked)}
          data-testid="landing-toggle"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          {/* named for what it switches (its on/off state is the switch's own); the state word is for the eye only,
              so a screen reader never hears "Disabled" as if the control were */}
          <Switch.Label>
            <VisuallyHidden>Landing restriction</VisuallyHidden>
            <span aria-hidden="true">{embedKey.landingRestriction.enabled ? 'Enabled' : 'Disabled'}</span>
          </Switch.Label>
        </Switch.Root>
        <SchemaForm form={form}>
          <Stack gap="3" mt="4">
            {TEXT_FIELDS.map((f) =>
              f.long ? (
                <FormTextareaField key={f.name} path={f.name} label={f.label} required={f.required} rows={2} />
              ) : (
                <FormTextField key={f.name} path={f.name} label={f.label} required={f.required} />
              ),
            )}
            <FormCheckboxField path="confirmOnAllVisits" label="Confirm on all visits" />
            <Box>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Save landing restriction
              </Button>
            </Box>
          </Stack>
        </SchemaForm>
      </Box>

      <Box as="section" aria-labelledby="dine-in-preview-heading">
        <Heading as="h2" size="md" id="dine-in-preview-heading" mb="2">
          Dine-in preview
        </Heading>
        {table ? (
          <Stack gap="3" align="flex-start">
            <Field.Root maxW="xs">
              <Field.Label>Table</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={table._id} onChange={(e) => setTableId(e.target.value)}>
                  {tables.map((t) => (
                    <option key={t._id} value={t._id}>
                      Table {t.number}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {preview && (
              <Link href={preview} target="_blank" rel="noopener noreferrer" data-testid="dine-in-preview-link">
                Preview dine-in ordering at table {table.number}
              </Link>
            )}
          </Stack>
        ) : (
          <Text color="fg.muted">
            The shop has no tables yet: add them under{' '}
            <Link href={ROUTES.tableOrdering} onClick={(e) => navigateTo(e, ROUTES.tableOrdering)}>
              Table ordering
            </Link>{' '}
            to preview dine-in ordering.
          </Text>
        )}
      </Box>
    </Stack>
  );
}
