import { HERO_IMAGE_MAX_BYTES, presentationSection } from '@backoffice/contracts';
import { Image, Text } from '@backoffice/ui';
import { useState } from 'react';
import { SectionForm, TextField } from '../form/fields';
import { useSectionSave } from '../form/useSectionSave';
import type { SectionProps } from './types';

/**
 * Presentation (spec 001 §3 images.hero). The shared ImageUpload (≤ 9 MB, rotate 15°, JPEG) is not in @backoffice/ui
 * yet: until it is, the hero is set by its image URL.
 */
export function PresentationSection({ shop }: SectionProps) {
  const [hero, setHero] = useState(shop.images?.hero ?? '');
  const { save, busy, errors } = useSectionSave();
  return (
    <SectionForm label="Presentation" busy={busy} onSubmit={() => void save(presentationSection, { images: { hero } })}>
      {shop.images?.hero && (
        <Image src={shop.images.hero} alt="Current hero image" maxH="48" objectFit="cover" borderRadius="md" />
      )}
      <TextField label="Hero image URL" type="url" value={hero} onChange={setHero} error={errors['images.hero']} />
      <Text color="fg.muted">Images up to {HERO_IMAGE_MAX_BYTES / 1024 / 1024} MB.</Text>
    </SectionForm>
  );
}
