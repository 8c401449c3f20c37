import { useCurrentShop } from '@backoffice/api-client';
import { SHOP_LIST_MAX_HEIGHT_PX } from '@backoffice/contracts';
import { Box, Button, Dialog, Field, Input, LoadingSpinner, Portal, Text } from '@backoffice/ui';
import { useRef, useState } from 'react';
import { useHostSession } from '../session/host-session-store';
import { alreadyHandled, selectShop } from '../session/session';
import { filterShopsByName } from './filter-shops';

interface ShopSelectionModalProps {
  open: boolean;
  onClose: () => void;
  onAddNew: () => void;
}

/**
 * Spec 000 §2 "Shop selection modal": search by name, a list that scrolls past 300 px, Add New Shop, Close.
 * Choosing a shop goes through the session, which stores it, loads it and publishes it on the bus — every
 * mounted remote follows without a reload.
 */
export function ShopSelectionModal({ open, onClose, onAddNew }: ShopSelectionModalProps) {
  const { shops } = useHostSession();
  const currentId = useCurrentShop()?.shopId;
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const visible = filterShopsByName(shops ?? [], query);

  function choose(shopId: string) {
    onClose();
    if (shopId !== currentId) selectShop(shopId).catch(alreadyHandled);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      onExitComplete={() => setQuery('')}
      initialFocusEl={() => searchRef.current}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Select a venue</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root mb={3}>
                <Field.Label>Search venues</Field.Label>
                <Input
                  ref={searchRef}
                  type="search"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  placeholder="Venue name"
                />
              </Field.Root>
              {shops === null ? (
                <LoadingSpinner size="sm" label="Loading venues" />
              ) : visible.length === 0 ? (
                <Text role="status">{shops.length === 0 ? 'You have no venues yet.' : 'No venue matches that name.'}</Text>
              ) : (
                <Box
                  as="ul"
                  aria-label="Venues"
                  listStyleType="none"
                  m={0}
                  p={0}
                  overflowY="auto"
                  style={{ maxHeight: SHOP_LIST_MAX_HEIGHT_PX }}
                >
                  {visible.map((shop) => {
                    const isCurrent = shop._id === currentId;
                    return (
                      <Box as="li" key={shop._id}>
                        <Button
                          variant={isCurrent ? 'subtle' : 'ghost'}
                          w="full"
                          justifyContent="flex-start"
                          aria-current={isCurrent ? 'true' : undefined}
                          onClick={() => choose(shop._id)}
                        >
                          {shop.name.normal}
                        </Button>
                      </Box>
                    );
                  })}
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onAddNew}>Add New Shop</Button>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
