import { ImageUpload, Text } from '@backoffice/ui';
import { useState } from 'react';
import { SectionForm } from '../form/fields';
import { useSectionSave } from '../form/useSectionSave';
import type { SectionProps } from './types';

/**
 * Presentation (spec 001 §3 images.hero, §9): the hero image through the shared ImageUpload (≤ 9 MB, crop, rotate
 * 15°, saved as JPEG); Save stores the uploaded image's URL on the shop.
 */
export function PresentationSection({ shop }: SectionProps) {
  const [hero, setHero] = useState(shop.images?.hero ?? '');
  const { save, busy, formRef, errors } = useSectionSave();
  return (
    <SectionForm
      formRef={formRef}
      label="Presentation"
      busy={busy}
      saveDisabled={hero === '' || hero === shop.images?.hero}
      onSubmit={() => void save('presentation', { images: { hero } })}
    >
      <ImageUpload label="Hero image" value={hero || null} onChange={setHero} output="jpeg" shopId={shop._id} />
      {errors['images.hero'] && (
        <Text color="fg.error" role="alert">
          {errors['images.hero']}
        </Text>
      )}
    </SectionForm>
  );
}
