import { Field, Input } from '@backoffice/ui/chakra';
import { useEffect, useMemo, useState } from 'react';
import { useFieldErrors } from '../forms/use-field-errors';
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
  /**
   * The words the API names this field with, when not `label` ("Name" for the kiosk name): a refusal opening with
   * one of them shows under the field, once, and is not toasted (useFieldErrors); any other is the one toast.
   */
  apiLabels?: string | readonly string[];
  /**
   * A refusal of this answer that arrived elsewhere (a prompt whose answer is saved by a later step: the table
   * number, saved with its capacity): shown under the field until the merchant edits it.
   */
  error?: string | undefined;
  /**
   * Gets the trimmed answer. Return a promise to keep the dialog busy until it settles; an API refusal it lets
   * through (rejects with) that names the field shows under it.
   */
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
  apiLabels,
  error,
  onSubmit,
  onClose,
  busy,
}: PromptDialogProps) {
  const [value, setValue] = useState(defaultValue);
  const labels = useMemo(() => ({ value: apiLabels ?? label }), [apiLabels, label]);
  // one message under the field: the prompt's own rules (required, validate) and the API's refusal of the answer
  const { formRef, errors, show, clear, submit } = useFieldErrors<HTMLDivElement>(labels);
  // the outside refusal the merchant has edited away (it stays in the caller's state until its next save)
  const [edited, setEdited] = useState<string | undefined>();
  const message = errors.value ?? (error !== edited ? error : undefined);
  const setMessage = (text: string) => show({ value: text });
  useEffect(() => {
    if (open) {
      setValue(defaultValue);
      clear('value');
    }
  }, [open, defaultValue, clear]);

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
        // called inside submit, so the calls it starts carry the field's labels (shared field-refusal)
        return submit(async () => onSubmit(answer));
      }}
    >
      <Field.Root ref={formRef} invalid={message !== undefined}>
        <Field.Label>{label}</Field.Label>
        <Input
          value={value}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete="off"
          autoFocus
          onChange={(event) => {
            setValue(event.target.value);
            clear('value');
            setEdited(error);
          }}
        />
        <Field.ErrorText role="alert">{message}</Field.ErrorText>
      </Field.Root>
    </ConfirmDialog>
  );
}
