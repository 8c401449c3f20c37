import { Button, Menu, Portal } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BackofficeProvider } from '../theme/BackofficeProvider';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

/**
 * A page's "Actions" dropdown whose Delete item opens the confirmation at once (no timer in the caller). Choosing
 * the item closes the menu, which hands focus back to its trigger — outside the dialog that just opened.
 */
function ActionsMenu({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Menu.Root onSelect={({ value }) => value === 'delete' && setOpen(true)}>
        <Menu.Trigger asChild>
          <Button>Actions</Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="delete">Delete</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDeleteDialog
        open={open}
        name="Flat White"
        onConfirm={() => setOpen(false)}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('a dialog opened from a menu item', () => {
  it('stays open when the menu hands focus back to its trigger, and focus returns into the dialog', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <BackofficeProvider>
        <ActionsMenu onClose={onClose} />
      </BackofficeProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await user.click(trigger);
    await screen.findByRole('menuitem', { name: 'Delete' });
    await user.keyboard('{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete' });
    await settle();
    // The browser's order of events: the menu's focus restore lands after the dialog is up (in jsdom the
    // microtask runs first), so it is replayed here as the browser does it.
    document.addEventListener('focusin', (e) => process.stdout.write(`FOCUSIN ${(e.target as HTMLElement).outerHTML.slice(0, 60)}\n`), true);
    dialog.addEventListener('focus.outside', () => process.stdout.write('FOCUS-OUTSIDE\n'));
    process.stdout.write(`ACTIVE-BEFORE ${(document.activeElement as HTMLElement).outerHTML.slice(0, 80)}\n`);
    act(() => trigger.focus());
    process.stdout.write(`ACTIVE-AFTER ${(document.activeElement as HTMLElement).outerHTML.slice(0, 80)}\n`);
    await settle();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete' })).toBeVisible();
  });

  it('still closes on Escape and on Cancel', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <BackofficeProvider>
        <ActionsMenu onClose={onClose} />
      </BackofficeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await screen.findByRole('menuitem', { name: 'Delete' });
    await user.keyboard('{ArrowDown}{Enter}');
    await screen.findByRole('alertdialog', { name: 'Delete' });
    await settle();
    await user.keyboard('{Escape}');
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
