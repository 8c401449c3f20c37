import { GST_NUMBER_PLACEHOLDER } from '@backoffice/contracts';
import { FormTextField, SchemaForm } from '@backoffice/ui';
import { SectionForm } from '../form/fields';
import { useSectionForm } from '../form/useSectionForm';
import type { SectionProps } from './types';

/**
 * Details (spec 000 §2): Store Title, Contact Email, Contact Phone (required), GST number (marked required),
 * notesTitle — contracts' `detailsSection`, the API's check of this save.
 */
export function DetailsSection({ shop }: SectionProps) {
  const { form, busy } = useSectionForm('details', {
    name: { normal: shop.name.normal },
    contact: { email: shop.contact?.email ?? '', phone: shop.contact?.phone ?? '' },
    orderingPreferences: { GSTNumber: shop.orderingPreferences?.GSTNumber ?? '' },
    notesTitle: shop.notesTitle ?? '',
  });
  return (
    <SchemaForm form={form} as="none">
      <SectionForm formRef={form.formRef} label="Details" busy={busy} onSubmit={() => void form.submit()}>
        <FormTextField path="name.normal" label="Store Title" required />
        <FormTextField path="contact.email" label="Contact Email" type="email" required />
        <FormTextField path="contact.phone" label="Contact Phone" type="tel" required />
        <FormTextField path="orderingPreferences.GSTNumber" label="GST number" required placeholder={GST_NUMBER_PLACEHOLDER} />
        <FormTextField
          path="notesTitle"
          label="Product notes heading"
          help="The heading customers see over the notes box of a product (notesTitle)."
        />
      </SectionForm>
    </SchemaForm>
  );
}
