import { useCurrentShop } from '@backoffice/api-client';
import { navShopName } from '@backoffice/contracts';
import { Button, Text } from '@backoffice/ui';

/** Spec 000 §2: the shop switcher shows the first 15 characters of the shop name and opens the shop modal. */
export function ShopSwitcherButton({ onOpen }: { onOpen: () => void }) {
  const current = useCurrentShop();
  const fullName = current?.shop?.name.normal;
  const shown = fullName ? navShopName(fullName) : current ? 'Loading shop…' : 'Select a shop';
  return (
    <Button
      onClick={onOpen}
      variant="outline"
      justifyContent="space-between"
      w="full"
      aria-haspopup="dialog"
      // The visible (possibly cut) name comes first, so speech input users can say what they see.
      aria-label={`${shown}, switch shop`}
      title={fullName}
      data-testid="shop-switcher"
    >
      <Text as="span" truncate>
        {shown}
      </Text>
      <Text as="span" aria-hidden="true">
        ▾
      </Text>
    </Button>
  );
}
