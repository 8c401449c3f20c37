import type { FieldLabels } from '@backoffice/api-client';
import { Field, Input } from '@backoffice/ui/chakra';
import { useEffect, useId, useMemo, useState } from 'react';
import { textToNumber } from '../forms/field-text';
import { SchemaForm, useSchemaField } from '../forms/SchemaForm';
import { baseType, type ZodObjectLike } from '../forms/schema-shape';
import { type FormOutput, useSchemaForm } from '../forms/useSchemaForm';
import { ConfirmDialog } from './ConfirmDialog';

/** The answer's key in the prompt's schema (one field of an object schema). */
type AnswerKey<S extends ZodObjectLike> = Extract<keyof FormOutput<S>, string>;

export interface PromptDialogProps<S extends ZodObjectLike, K extends AnswerKey<S>> {
  open: boolean;
  title: string;
  /** The field's label (every input has one). */
  label: string;
  /**
   * The caller's contracts schema holding the answer at `path` — the API route's own rule (kiosk name:
   * `kioskNameForm`; receipt: `resendReceiptRequest`; table capacity: `tableCapacityPrompt`), so the prompt refuses
   * what the route refuses, in its words, under the field. A number field's answer is typed as text and read as a
   * number. An empty answer the schema accepts is no answer: the prompt is dismissed and nothing submitted (spec
   * 001 §5: a category rename "ignored if empty or whitespace"; a table number from a prompt "with no checks").
   */
  schema: S;
  /** The answer's key in `schema`. */
  path: K;
  /** The text the field starts with at each opening. */
  defaultValue?: string;
  placeholder?: string;
  confirmLabel?: string;
  inputMode?: 'text' | 'numeric';
  /**
   * The words the API names this field with, when not `label` ("Name" for the kiosk name): a refusal opening with
   * one of them shows under the field, once, and is not toasted; any other is the one toast.
   */
  apiLabels?: string | readonly string[];
  /**
   * A refusal of this answer that arrived elsewhere (a prompt whose answer is saved by a later step: the table
   * number, saved with its capacity): shown under the field at opening, until the merchant edits it.
   */
  error?: string | undefined;
  /**
   * Gets the schema's output at `path` (the trimmed text, the number). Return a promise to keep the dialog busy
   * until it settles; start the API call before the first await, so a refusal naming the field shows under it.
   */
  onSubmit: (value: FormOutput<S>[K]) => unknown;
  onClose: () => void;
  busy?: boolean;
}

/**
 * A real dialog in place of `window.prompt` (kiosk name, table number and capacity, receipt address): one field of
 * the caller's schema on the screen kit (useSchemaForm), so its rule is the route's, written once in contracts.
 */
export function PromptDialog<S extends ZodObjectLike, K extends AnswerKey<S>>({
  open,
  title,
  label,
  schema,
  path,
  defaultValue = '',
  placeholder,
  confirmLabel = 'OK',
  inputMode,
  apiLabels,
  error,
  onSubmit,
  onClose,
  busy,
}: PromptDialogProps<S, K>) {
  const numeric = isNumberField(schema, path);
  const labels = useMemo<FieldLabels | undefined>(() => (apiLabels ? { [path]: apiLabels } : undefined), [apiLabels, path]);
  const form = useSchemaForm(schema, {
    labels,
    onSubmit: (output) => {
      const answer = (output as Record<string, unknown>)[path] as FormOutput<S>[K];
      return answer === '' || answer === undefined || answer === null ? onClose() : onSubmit(answer);
    },
  });
  const { reset, show } = form;
  // each opening starts from the default answer; a refusal from elsewhere shows under it at once
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    if (!open) return;
    reset({ [path]: answerOf(defaultValue, numeric) } as Parameters<typeof reset>[0]);
    setOpened((count) => count + 1);
  }, [open, defaultValue, path, numeric, reset]);
  useEffect(() => {
    if (open && error !== undefined) show({ [path]: error });
  }, [open, error, path, show]);

  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      testId="prompt-dialog"
      purpose="form"
      onClose={onClose}
      onConfirm={() => form.submit()}
    >
      <SchemaForm form={form} as="none">
        <PromptField
          key={opened}
          path={path}
          label={label}
          start={defaultValue}
          numeric={numeric}
          placeholder={placeholder}
          inputMode={inputMode ?? (numeric ? 'numeric' : 'text')}
        />
      </SchemaForm>
    </ConfirmDialog>
  );
}

/** The answer as typed (a number field keeps "4." while typing), put in the form as the schema reads it. */
function PromptField({
  path,
  label,
  start,
  numeric,
  placeholder,
  inputMode,
}: {
  path: string;
  label: string;
  start: string;
  numeric: boolean;
  placeholder: string | undefined;
  inputMode: 'text' | 'numeric';
}) {
  const field = useSchemaField(path, label);
  const [text, setText] = useState(start);
  const errorId = `${useId()}-error`;
  return (
    <Field.Root invalid={field.error !== undefined} ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <Input
        ref={field.ref}
        name={field.name}
        value={text}
        placeholder={placeholder}
        inputMode={inputMode}
        aria-describedby={field.error !== undefined ? errorId : undefined}
        autoComplete="off"
        autoFocus
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(answerOf(event.target.value, numeric));
        }}
        onBlur={field.onBlur}
      />
      <Field.ErrorText role="alert">{field.error}</Field.ErrorText>
    </Field.Root>
  );
}

function isNumberField(schema: ZodObjectLike, path: string): boolean {
  const field = schema.shape[path];
  return field !== undefined && baseType(field) === 'number';
}

/** Typed text as the form holds it: a number for a number field (blank is null: absent, "… is required"). */
const answerOf = (text: string, numeric: boolean): unknown => (numeric ? (textToNumber(text) ?? null) : text);
