import { useCurrentShop, useCurrentUser } from '@backoffice/api-client';
import { isAdmin, SHOP_LIST_MAX_HEIGHT_PX, SHOP_ROLE_LABELS, type Shop, userFullName } from '@backoffice/contracts';
import { Box, Button, Dialog, Field, Input, LoadingSpinner, Portal, Text } from '@backoffice/ui';
import { useRef, useState } from 'react';
import { useHostSession } from '../session/host-session-store';
import { alreadyHandled, selectShop } from '../session/session';
import { filterShopsByName } from './filter-shops';
import { useVenueSearch } from './use-venue-search';

const ownerName = (shop: Shop): string | null => (typeof shop.owner === 'string' ? null : userFullName(shop.owner));

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
  // an admin's search looks through every venue (by venue or owner) on the server; a merchant's filters their own
  const admin = isAdmin(useCurrentUser());
  const everyVenue = useVenueSearch(query, admin && open);
  const searchingAll = admin && query.trim() !== '';
  const own = filterShopsByName(shops ?? [], query);
  const visible = searchingAll ? (everyVenue.shops ?? []) : own;
  const loading = searchingAll ? everyVenue.shops === null : shops === null;
  const userId = useCurrentUser()?._id;

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
                  placeholder={admin ? 'Venue or owner name' : 'Venue name'}
                />
              </Field.Root>
              {loading ? (
                <LoadingSpinner size="sm" label="Loading venues" />
              ) : visible.length === 0 ? (
                <Text role="status">
                  {searchingAll
                    ? 'No venue matches that name or owner.'
                    : (shops ?? []).length === 0
                      ? 'You have no venues yet.'
                      : 'No venue matches that name.'}
                </Text>
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
                    const owner = ownerName(shop);
                    const foreign = typeof shop.owner !== 'string' && shop.owner._id !== userId;
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
                          {foreign && owner ? (
                            <Text as="span" color="fg.muted" fontSize="sm" ms={2}>
                              {`(${owner})`}
                            </Text>
                          ) : null}
                          {/* The user's role in each of their shops (an admin's search lists carry none). */}
                          {shop.role ? (
                            <Text as="span" color="fg.muted" fontSize="sm" ms="auto" data-testid="shop-role">
                              {SHOP_ROLE_LABELS[shop.role]}
                            </Text>
                          ) : null}
                        </Button>
                      </Box>
                    );
                  })}
                </Box>
              )}
              {searchingAll && everyVenue.more ? (
                <Button variant="ghost" size="sm" mt={2} onClick={everyVenue.more} loading={everyVenue.loadingMore}>
                  {`Show more venues (${visible.length} of ${everyVenue.count})`}
                </Button>
              ) : null}
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
