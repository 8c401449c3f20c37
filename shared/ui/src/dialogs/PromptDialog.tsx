import { Field, Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface PromptDialogProps {
  open: boolean;
  title: string;
  /** The field's label (every input has one). */
  label: string;
  defaultValue?: string;
  placeholder?: string;
  confirmLabel?: string;
  inputMode?: 'text' | 'numeric';
  /**
   * What an empty or whitespace-only answer does. Without it the prompt is simply dismissed, as the spec's
   * category rename does ("ignored if empty or whitespace"). With it the message shows and the dialog stays
   * (kiosk name: 'Please enter a valid kiosk name').
   */
  requiredMessage?: string;
  /** More rules on the trimmed answer: return a message to refuse it. */
  validate?: (value: string) => string | undefined;
  /** Gets the trimmed answer. Return a promise to keep the dialog busy until it settles. */
  onSubmit: (value: string) => unknown;
  onClose: () => void;
  busy?: boolean;
}

/** A real dialog in place of `window.prompt` (category rename, kiosk name, table number and capacity). */
export function PromptDialog({
  open,
  title,
  label,
  defaultValue = '',
  placeholder,
  confirmLabel = 'OK',
  inputMode = 'text',
  requiredMessage,
  validate,
  onSubmit,
  onClose,
  busy,
}: PromptDialogProps) {
  const [value, setValue] = useState(defaultValue);
  const [message, setMessage] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setValue(defaultValue);
      setMessage(undefined);
    }
  }, [open, defaultValue]);

  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      testId="prompt-dialog"
      purpose="form"
      onClose={onClose}
      onConfirm={() => {
        const answer = value.trim();
        if (answer === '') {
          if (requiredMessage) {
            setMessage(requiredMessage);
            return;
          }
          onClose();
          return;
        }
        const refused = validate?.(answer);
        if (refused) {
          setMessage(refused);
          return;
        }
        return onSubmit(answer);
      }}
    >
      <Field.Root invalid={message !== undefined}>
        <Field.Label>{label}</Field.Label>
        <Input
          value={value}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete="off"
          autoFocus
          onChange={(event) => {
            setValue(event.target.value);
            setMessage(undefined);
          }}
        />
        <Field.ErrorText role="alert">{message}</Field.ErrorText>
      </Field.Root>
    </ConfirmDialog>
  );
}
