import { Field, Input, Text } from '@backoffice/ui/chakra';
import { type ReactNode, useEffect, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/** Spec 000 §5 / 001 §5: the exact text the typed confirmation asks for. */
export const CONFIRM_DELETE_TEXT = 'confirm delete';
export const CONFIRM_DELETE_MISMATCH = `Type "${CONFIRM_DELETE_TEXT}" exactly to delete.`;
export const CANNOT_BE_UNDONE = "This action can't be undone.";

/** Spec 001 §5: 'Are you sure you want to delete the record' followed by the record's name in quotes. */
export function deleteQuestion(name: string): string {
  return `Are you sure you want to delete the record "${name}"`;
}

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** The record's name, shown in quotes. */
  name: string;
  title?: string;
  /** An extra warning line, e.g. the promo code's "removal does not remove discounts already applied". */
  warning?: ReactNode;
  /** The admin shop delete: confirm stays disabled until the box is non-empty, proceeds only on 'confirm delete'. */
  typedConfirmation?: boolean;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => unknown;
  onClose: () => void;
}

/** The one delete confirmation (category, product, option, table, promo code, kiosk, shop). */
export function ConfirmDeleteDialog({
  open,
  name,
  title = 'Delete',
  warning,
  typedConfirmation = false,
  confirmLabel = 'Delete',
  busy,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  // A reopened dialog starts empty: the last attempt's text must not confirm the next record.
  useEffect(() => {
    if (open) {
      setTyped('');
      setMismatch(false);
    }
  }, [open]);

  return (
    <ConfirmDialog
      open={open}
      title={title}
      destructive
      confirmLabel={confirmLabel}
      busy={busy}
      confirmDisabled={typedConfirmation && typed.length === 0}
      testId="confirm-delete-dialog"
      description={
        <>
          <Text>{deleteQuestion(name)}</Text>
          <Text>{CANNOT_BE_UNDONE}</Text>
        </>
      }
      onConfirm={() => {
        // Exactly the text: no trimming, no case folding (spec: "proceeds only if the text equals 'confirm delete'").
        if (typedConfirmation && typed !== CONFIRM_DELETE_TEXT) {
          setMismatch(true);
          return;
        }
        return onConfirm();
      }}
      onClose={onClose}
    >
      {warning && (
        <Text color="fg.warning" fontWeight="medium" data-testid="confirm-delete-warning">
          {warning}
        </Text>
      )}
      {typedConfirmation && (
        <Field.Root invalid={mismatch}>
          <Field.Label>Type "{CONFIRM_DELETE_TEXT}" to confirm</Field.Label>
          <Input
            value={typed}
            autoComplete="off"
            autoFocus
            onChange={(event) => {
              setTyped(event.target.value);
              setMismatch(false);
            }}
          />
          <Field.ErrorText>{CONFIRM_DELETE_MISMATCH}</Field.ErrorText>
        </Field.Root>
      )}
    </ConfirmDialog>
  );
}
