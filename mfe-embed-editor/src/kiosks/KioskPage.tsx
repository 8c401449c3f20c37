import {
  getKioskLayoutVersion,
  publishKioskLayout,
  restoreKioskLayoutVersion,
  updateKiosk,
  useKioskLayoutVersions,
  useKiosks,
} from '@backoffice/api-client';
import { EFTPOS_PROVIDERS, KIOSK_TYPES, type Kiosk, MESSAGES, ROUTES } from '@backoffice/contracts';
import {
  AreaPage,
  Box,
  Button,
  Checkbox,
  CurrentShopName,
  Field,
  Input,
  Link,
  NativeSelect,
  Stack,
  Text,
  UrlTabs,
  useFieldErrors,
} from '@backoffice/ui';
import { useParams } from '@backoffice/ui/router';
import { useEffect, useState } from 'react';
import { fieldLabel } from '../layout/fields';
import { PublishedLayoutEditor } from '../layout/PublishedLayoutEditor';
import { notifySuccess } from '../notify';

type Details = Pick<Kiosk, 'name' | 'type' | 'EFTPOSProvider' | 'allowPayInCash' | 'allowRegisteredUsersSignIn'>;

function detailsOf(kiosk: Kiosk): Details {
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

function DetailsTab({ kiosk, onSaved }: { kiosk: Kiosk; onSaved: () => unknown }) {
  const [form, setForm] = useState<Details>(() => detailsOf(kiosk));
  const { formRef, errors, show, clear, submit } = useFieldErrors(API_LABELS);
  const [saving, setSaving] = useState(false);
  useEffect(() => setForm(detailsOf(kiosk)), [kiosk]);
  const flag = (name: 'allowPayInCash' | 'allowRegisteredUsersSignIn', label: string) => (
    <Checkbox.Root checked={form[name]} onCheckedChange={(e) => setForm({ ...form, [name]: e.checked === true })}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
  return (
    <form
      ref={formRef}
      onSubmit={async (event) => {
        event.preventDefault();
        if (form.name.trim() === '') {
          show({ name: MESSAGES.invalidKioskName });
          return;
        }
        setSaving(true);
        try {
          await submit(() => updateKiosk(kiosk._id, { ...form, name: form.name.trim() }));
          await onSaved();
          notifySuccess(MESSAGES.recordChanged('Kiosk', 'update'));
        } catch {
          // under its field, or the one error toast
        } finally {
          setSaving(false);
        }
      }}
    >
      <Stack gap="4" maxW="lg">
        <Field.Root invalid={errors.name !== undefined} required>
          <Field.Label>Name</Field.Label>
          <Input
            value={form.name}
            onChange={(e) => {
              setForm({ ...form, name: e.target.value });
              clear('name');
            }}
          />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Unit key</Field.Label>
          <Input value={kiosk.kioskKey} readOnly />
        </Field.Root>
        <Field.Root>
          <Field.Label>Type</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value as Kiosk['type'] })}>
              {KIOSK_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{fieldLabel('EFTPOSProvider')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={form.EFTPOSProvider}
              onChange={(e) => setForm({ ...form, EFTPOSProvider: e.target.value as Kiosk['EFTPOSProvider'] })}
            >
              {EFTPOS_PROVIDERS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {flag('allowPayInCash', 'Allow pay in cash')}
        {flag('allowRegisteredUsersSignIn', 'Allow registered users sign in')}
        {/* spec 001 §3: hidePrices is displayed on Details but not saved there */}
        <Checkbox.Root checked={kiosk.hidePrices} disabled>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Hide prices (not changed here)</Checkbox.Label>
        </Checkbox.Root>
        <Box>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Box>
      </Stack>
    </form>
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
