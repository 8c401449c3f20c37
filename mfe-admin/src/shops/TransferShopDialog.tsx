import { transferShop, useUsers } from '@backoffice/api-client';
import { MESSAGES, SUCCESS_TOAST_MS, type User, userFullName } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Button, CloseButton, Dialog, Field, Input, Portal, RadioGroup, Stack, Text, useTableQuery } from '@backoffice/ui';
import { useEffect, useState } from 'react';
import type { ShopDialogProps } from './DeleteShopDialog';

const ownerId = (owner: ShopDialogProps['shop']['owner']) => (typeof owner === 'string' ? owner : owner._id);

/**
 * Transfer to user (spec 001 §2, §5): search a user (name or e-mail, the list's 700 ms debounce), pick one, then
 * confirm; POST /api/shops/:shopId/transfer-to/:userId and 'Venue transferred successfully'.
 */
export function TransferShopDialog({ shop, open, onClose, onDone }: ShopDialogProps) {
  const search = useTableQuery({ pageSize: 10 });
  const [chosen, setChosen] = useState<User | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { data, isLoading } = useUsers({
    search: search.query.search,
    limit: 10,
    skip: 0,
    enabled: open && search.query.search.trim().length > 0,
  });
  const candidates = (data?.users ?? []).filter((user) => user._id !== ownerId(shop.owner));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a reopened dialog starts from scratch
  useEffect(() => {
    if (open) {
      setChosen(null);
      setConfirming(false);
      search.setSearchText('');
    }
  }, [open]);

  async function transfer() {
    if (!chosen || busy) return;
    setBusy(true);
    try {
      await transferShop(shop._id, chosen._id);
      topics.toast.emit({ status: 'success', title: MESSAGES.venueTransferred, duration: SUCCESS_TOAST_MS });
      setConfirming(false);
      onDone();
    } catch {
      // toasted; the confirmation stays open
    } finally {
      setBusy(false);
    }
  }

  const owner = typeof shop.owner === 'string' ? 'its owner' : userFullName(shop.owner);
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="transfer-dialog">
            <Dialog.Header>
              <Dialog.Title>Transfer {shop.name.normal}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {confirming && chosen ? (
                <Text data-testid="transfer-confirm">
                  Transfer "{shop.name.normal}" from {owner} to {userFullName(chosen)} ({chosen.profile.email})? {owner} loses
                  access at once.
                </Text>
              ) : (
                <Stack gap={4}>
                  <Text>Currently owned by {owner}. Choose the user who will own this venue.</Text>
                  <Field.Root>
                    <Field.Label>Search users by name or e-mail</Field.Label>
                    <Input
                      type="search"
                      value={search.searchText}
                      onChange={(event) => search.setSearchText(event.target.value)}
                      placeholder="Name or e-mail"
                    />
                  </Field.Root>
                  {search.query.search.trim() === '' ? null : isLoading ? (
                    <Text aria-busy="true">Searching…</Text>
                  ) : candidates.length === 0 ? (
                    <Text color="fg.muted">No users found</Text>
                  ) : (
                    <RadioGroup.Root
                      value={chosen?._id ?? null}
                      onValueChange={(event) => setChosen(candidates.find((user) => user._id === event.value) ?? null)}
                    >
                      {/* the group's name: the library labels the group by this part (an aria-label would lose to it) */}
                      <RadioGroup.Label srOnly>Users found</RadioGroup.Label>
                      <Stack gap={2}>
                        {candidates.map((user) => (
                          <RadioGroup.Item key={user._id} value={user._id}>
                            <RadioGroup.ItemHiddenInput />
                            <RadioGroup.ItemIndicator />
                            <RadioGroup.ItemText>
                              {userFullName(user)} ({user.profile.email})
                            </RadioGroup.ItemText>
                          </RadioGroup.Item>
                        ))}
                      </Stack>
                    </RadioGroup.Root>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {confirming ? (
                <>
                  <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
                    Back
                  </Button>
                  <Button colorPalette="red" onClick={() => void transfer()} loading={busy} loadingText="Transferring…">
                    Transfer
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="outline" onClick={onClose}>
                    Cancel
                  </Button>
                  <Button disabled={!chosen} onClick={() => setConfirming(true)}>
                    Continue
                  </Button>
                </>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
