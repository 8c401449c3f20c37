import { updateProduct, useIcons } from '@backoffice/api-client';
import { MESSAGES, type Product } from '@backoffice/contracts';
import { Button, Field, HStack, Image, ImageUpload, NativeSelect, Stack } from '@backoffice/ui';
import { useState } from 'react';
import { toastSuccess } from '../useMenu';

/** The product's Presentation tab: its icon (GET /api/icons) and its hero image (the shared ImageUpload, JPEG). */
export function ProductPresentationTab({ product, reload }: { product: Product; reload: () => Promise<unknown> }) {
  const { data: icons } = useIcons();
  const [icon, setIcon] = useState(product.icon?.name ?? '');
  const chosen = icons?.find((i) => i.name === icon);
  const saveHero = (hero: string | null) =>
    updateProduct(product._id, { images: { hero } })
      .then(() => {
        toastSuccess(MESSAGES.recordChanged('Product', 'update'));
        return reload();
      })
      .catch(() => undefined);
  return (
    <Stack gap="6" maxW="xl">
      <HStack align="end" flexWrap="wrap">
        <Field.Root maxW="sm">
          <Field.Label>Icon</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={icon} onChange={(e) => setIcon(e.target.value)}>
              <option value="">No icon</option>
              {(icons ?? []).map((i) => (
                <option key={i.name} value={i.name}>
                  {i.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {chosen && <Image src={chosen.icon} alt="" boxSize="10" />}
        <Button
          onClick={() =>
            void updateProduct(product._id, { icon: chosen ? { name: chosen.name, icon: chosen.icon } : null })
              .then(() => {
                toastSuccess(MESSAGES.recordChanged('Product', 'update'));
                return reload();
              })
              .catch(() => undefined)
          }
        >
          Save icon
        </Button>
      </HStack>
      <ImageUpload
        label="Hero image"
        value={product.images?.hero ?? null}
        output="jpeg"
        helperText="JPEG, PNG or WebP up to 9 MB; crop and rotate before it is saved as JPEG."
        onChange={(url) => void saveHero(url)}
        onRemove={() => void saveHero(null)}
      />
    </Stack>
  );
}
