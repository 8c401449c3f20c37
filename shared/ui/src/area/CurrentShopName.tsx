import { useCurrentShop } from '@backoffice/api-client';
import { Text } from '@backoffice/ui/chakra';

/** The name of the shop the page is about, from the bus, so it follows the host's shop switcher. */
export function CurrentShopName() {
  const current = useCurrentShop();
  const name = current?.shop?.name.normal;
  return (
    <Text color="fg.muted" data-testid="current-shop-name">
      {name ?? (current ? 'Loading shop…' : 'No shop selected')}
    </Text>
  );
}
