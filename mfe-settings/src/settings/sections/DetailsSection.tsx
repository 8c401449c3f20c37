import { GST_NUMBER_PLACEHOLDER } from '@backoffice/contracts';
import { useState } from 'react';
import { SectionForm, TextField } from '../form/fields';
import { useSectionSave } from '../form/useSectionSave';
import type { SectionProps } from './types';

/** Details (spec 000 §2): Store Title, Contact Email, Contact Phone (required), GST number (marked required), notesTitle. */
export function DetailsSection({ shop }: SectionProps) {
  const [name, setName] = useState(shop.name.normal);
  const [email, setEmail] = useState(shop.contact?.email ?? '');
  const [phone, setPhone] = useState(shop.contact?.phone ?? '');
  const [gst, setGst] = useState(shop.orderingPreferences?.GSTNumber ?? '');
  const [notesTitle, setNotesTitle] = useState(shop.notesTitle ?? '');
  const { save, busy, formRef, errors } = useSectionSave();
  return (
    <SectionForm
      formRef={formRef}
      label="Details"
      busy={busy}
      onSubmit={() =>
        void save('details', {
          name: { normal: name },
          contact: { email, phone },
          orderingPreferences: { GSTNumber: gst },
          notesTitle,
        })
      }
    >
      <TextField label="Store Title" required value={name} onChange={setName} error={errors['name.normal']} />
      <TextField label="Contact Email" type="email" required value={email} onChange={setEmail} error={errors['contact.email']} />
      <TextField label="Contact Phone" type="tel" required value={phone} onChange={setPhone} error={errors['contact.phone']} />
      <TextField
        label="GST number"
        required
        placeholder={GST_NUMBER_PLACEHOLDER}
        value={gst}
        onChange={setGst}
        error={errors['orderingPreferences.GSTNumber']}
      />
      <TextField
        label="Product notes heading"
        helperText="The heading customers see over the notes box of a product (notesTitle)."
        value={notesTitle}
        onChange={setNotesTitle}
        error={errors.notesTitle}
      />
    </SectionForm>
  );
}
