import { ImageUpload, SchemaForm, Text, useSchemaField } from '@backoffice/ui';
import { SectionForm } from '../form/fields';
import { useSectionForm } from '../form/useSectionForm';
import type { SectionProps } from './types';

/**
 * Presentation (spec 001 §3 images.hero, §9): the hero image through the shared ImageUpload (≤ 9 MB, crop, rotate
 * 15°, saved as JPEG); Save stores the uploaded image's URL on the shop (contracts' `presentationSection`).
 */
export function PresentationSection({ shop }: SectionProps) {
  const { form, busy } = useSectionForm('presentation', { images: { hero: shop.images?.hero ?? '' } });
  const hero = form.watch('images.hero');
  return (
    <SchemaForm form={form} as="none">
      <SectionForm
        formRef={form.formRef}
        label="Presentation"
        busy={busy}
        saveDisabled={!hero || hero === shop.images?.hero}
        onSubmit={() => void form.submit()}
      >
        <HeroImage shopId={shop._id} />
      </SectionForm>
    </SchemaForm>
  );
}

function HeroImage({ shopId }: { shopId: string }) {
  const field = useSchemaField<string | undefined>('images.hero', 'Hero image');
  return (
    <>
      <ImageUpload label="Hero image" value={field.value || null} onChange={field.onChange} output="jpeg" shopId={shopId} />
      {field.error && (
        <Text color="fg.error" role="alert">
          {field.error}
        </Text>
      )}
    </>
  );
}
