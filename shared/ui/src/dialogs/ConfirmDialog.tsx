import { Button, Dialog, Portal, Stack } from '@backoffice/ui/chakra';
import { type ReactNode, useState } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question or the consequences, in the merchant's words. */
  description?: ReactNode;
  /** Extra content under the description (a warning, a typed-confirmation box, a prompt's field). */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button (deletes, transfers). */
  destructive?: boolean;
  /**
   * Runs on confirm (the button, or Enter in a field of the dialog). Return a promise and the dialog stays open
   * and busy until it settles; the caller closes it (`open` false) when the work succeeded — on failure it stays
   * open so the merchant can retry or cancel.
   */
  onConfirm: () => unknown;
  onClose: () => void;
  /** Busy from outside (e.g. a mutation in flight): confirm shows a spinner, nothing can close the dialog. */
  busy?: boolean;
  /** Confirm disabled (e.g. the typed confirmation box is empty). */
  confirmDisabled?: boolean;
  testId?: string;
  /**
   * What the dialog is for, which is how assistive technology announces it: a question that needs an answer
   * before anything else ('confirm', an `alertdialog`) or a small edit form ('form', a plain `dialog` — WAI-ARIA
   * keeps alertdialog for interruptions, and an edit form announced as one sounds like a warning).
   */
  purpose?: 'confirm' | 'form';
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | undefined)?.then === 'function';
}

/**
 * A modal question with Cancel and Confirm (spec 001 §5: menu copy, theme reset, kiosk delete, table removal,
 * venue transfer, leaving a legacy plan) or a small edit form (`purpose="form"`). Focus is trapped, the rest of the page is hidden from
 * assistive technology, Escape and Cancel close it — except while busy, when closing would hide a request in flight.
 * The body is a form, so Enter in a field confirms exactly as the button does.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  onClose,
  busy = false,
  confirmDisabled = false,
  testId,
  purpose = 'confirm',
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const isBusy = busy || pending;

  async function confirm() {
    if (isBusy || confirmDisabled) return;
    const result = onConfirm();
    if (!isPromise(result)) return;
    setPending(true);
    try {
      await result;
    } catch {
      // The caller reports the failure (an error toast); the dialog stays open for a retry.
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      role={purpose === 'form' ? 'dialog' : 'alertdialog'}
      placement="center"
      closeOnEscape={!isBusy}
      closeOnInteractOutside={!isBusy}
      // A modal keeps focus inside it, so focus arriving outside is never the merchant leaving: it is a widget
      // handing focus back where it came from — a Menu returns focus to its trigger right after the item that
      // opened this dialog was chosen. Counted as an outside interaction, that closed the dialog at once.
      onFocusOutside={(event) => event.preventDefault()}
      onOpenChange={(details) => {
        if (!details.open && !isBusy) onClose();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} aria-busy={isBusy || undefined} mx="4">
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void confirm();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {description && <Dialog.Description as="div">{description}</Dialog.Description>}
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose} disabled={isBusy}>
                  {cancelLabel}
                </Button>
                <Button type="submit" colorPalette={destructive ? 'red' : undefined} loading={isBusy} disabled={confirmDisabled}>
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
