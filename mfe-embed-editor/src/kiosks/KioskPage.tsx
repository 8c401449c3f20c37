import {
  getKioskLayoutVersion,
  publishKioskLayout,
  restoreKioskLayoutVersion,
  updateKiosk,
  useKioskLayoutVersions,
  useKiosks,
} from '@backoffice/api-client';
import { EFTPOS_PROVIDERS, KIOSK_TYPES, type Kiosk, kioskDetailsForm, MESSAGES, ROUTES } from '@backoffice/contracts';
import {
  AreaPage,
  Box,
  Button,
  Checkbox,
  CurrentShopName,
  Field,
  FormCheckboxField,
  FormSelectField,
  FormTextField,
  Input,
  Link,
  SchemaForm,
  Stack,
  Text,
  UrlTabs,
  useSchemaForm,
} from '@backoffice/ui';
import { useParams } from '@backoffice/ui/router';
import { useEffect } from 'react';
import { fieldLabel } from '../layout/fields';
import { PublishedLayoutEditor } from '../layout/PublishedLayoutEditor';
import { notifySuccess } from '../notify';

function detailsOf(kiosk: Kiosk) {
  return {
    name: kiosk.name,
    type: kiosk.type,
    EFTPOSProvider: kiosk.EFTPOSProvider,
    allowPayInCash: kiosk.allowPayInCash,
    allowRegisteredUsersSignIn: kiosk.allowRegisteredUsersSignIn,
  };
}

/** The kiosk's fields by the label the API names them with (contracts fieldLabel). */
const API_LABELS = { name: 'Name', type: 'Type', EFTPOSProvider: fieldLabel('EFTPOSProvider') };
const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function DetailsTab({ kiosk, onSaved }: { kiosk: Kiosk; onSaved: () => unknown }) {
  const form = useSchemaForm(kioskDetailsForm, {
    defaultValues: detailsOf(kiosk),
    labels: API_LABELS,
    // the endpoint is called before the first await: a refusal naming a field comes back under it
    onSubmit: (details) =>
      updateKiosk(kiosk._id, details).then(async () => {
        await onSaved();
        notifySuccess(MESSAGES.recordChanged('Kiosk', 'update'));
      }),
  });
  const { reset } = form;
  useEffect(() => reset(detailsOf(kiosk)), [reset, kiosk]);
  return (
    <SchemaForm form={form}>
      <Stack gap="4" maxW="lg">
        <FormTextField path="name" label="Name" required />
        <Field.Root>
          <Field.Label>Unit key</Field.Label>
          <Input value={kiosk.kioskKey} readOnly />
        </Field.Root>
        <FormSelectField path="type" label="Type" options={optionsOf(KIOSK_TYPES)} />
        <FormSelectField path="EFTPOSProvider" label={fieldLabel('EFTPOSProvider')} options={optionsOf(EFTPOS_PROVIDERS)} />
        <FormCheckboxField path="allowPayInCash" label="Allow pay in cash" />
        <FormCheckboxField path="allowRegisteredUsersSignIn" label="Allow registered users sign in" />
        {/* spec 001 §3: hidePrices is displayed on Details but not saved there */}
        <Checkbox.Root checked={kiosk.hidePrices} disabled>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Hide prices (not changed here)</Checkbox.Label>
        </Checkbox.Root>
        <Box>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </Box>
      </Stack>
    </SchemaForm>
  );
}

/** Layout: the kiosk's layout editor, with the same draft → publish → versions flow as the embed store. */
function KioskLayoutTab({ kiosk, onSaved }: { kiosk: Kiosk; onSaved: () => unknown }) {
  const versions = useKioskLayoutVersions(kiosk._id);
  return (
    <PublishedLayoutEditor<Kiosk>
      target="kiosk"
      entity={kiosk}
      versions={versions}
      onSaved={onSaved}
      saveVersion={(embedVersion) => updateKiosk(kiosk._id, { embedVersion })}
      saveSection={(section, values) => updateKiosk(kiosk._id, { layoutConfig: { [section]: values } })}
      publish={() => publishKioskLayout(kiosk._id)}
      getVersion={(version) => getKioskLayoutVersion(kiosk._id, version)}
      restore={(version) => restoreKioskLayoutVersion(kiosk._id, version)}
      savedMessage={(section) => `${fieldLabel(section)} saved to the kiosk's draft`}
    />
  );
}

/** Kiosk settings: Details and Layout tabs (spec 001 §2). */
export function KioskPage() {
  const { kioskId } = useParams();
  const { data, error, isLoading, mutate } = useKiosks();
  const kiosk = data?.kiosks.find((k) => k._id === kioskId);
  return (
    <AreaPage
      title={kiosk ? kiosk.name : 'Kiosk'}
      subtitle={<CurrentShopName />}
      actions={<Link href={ROUTES.kiosks}>Back to kiosks</Link>}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={!!data && !kiosk}
      emptyTitle="Kiosk not found"
      emptyDescription="It may have been deleted, or it belongs to another shop."
    >
      {kiosk && (
        <UrlTabs
          label="Kiosk"
          items={[
            { value: 'details', label: 'Details', content: <DetailsTab kiosk={kiosk} onSaved={mutate} /> },
            { value: 'layout', label: 'Layout', content: <KioskLayoutTab kiosk={kiosk} onSaved={() => mutate()} /> },
          ]}
        />
      )}
      {!kiosk && data && <Text>That kiosk is not in this shop.</Text>}
    </AreaPage>
  );
}
