import { type FieldLabels, isApiError, withFormScope } from '@backoffice/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkPayload, type FieldErrors, focusFirstInvalid, type PayloadSchema } from './field-errors';

const NO_LABELS: FieldLabels = {};

/**
 * A form's field errors — the one way every form of the back-office shows them (the house rule: "a form error shows
 * once, under its field; toasts are for what has no field"):
 * - `check(schema, value)`: the contracts schema the API route uses; its messages go under their fields (keyed by
 *   payload path, 'name.given'), nothing is sent, nothing toasted. Returns the parsed payload, or undefined.
 * - `submit(() => save(...))`: runs the save with `labels` (field key → the label the API names it with) in scope
 *   of the api-client, so a 400 that names one of them is not toasted and shows under that field instead; any
 *   other refusal is the api-client's one toast — or, with `{ alert: true }`, not toasted but kept in `alert` for
 *   the form's own alert (one place, never both). The promise settles as the save's does.
 * - `show` / `clear(key)`: set the messages (a form's own rule) / drop one as the merchant edits that field.
 * Each time messages are shown, after the render that marks the fields invalid, focus moves to the first one
 * (WCAG 3.3.1); `formRef` goes on the element that holds the fields (a <form>, or a dialog body).
 */
export function useFieldErrors<E extends HTMLElement = HTMLFormElement>(
  labels: FieldLabels = NO_LABELS,
  { alert: ownAlert = false }: { alert?: boolean } = {},
) {
  const formRef = useRef<E>(null);
  const [alert, setAlert] = useState<string | undefined>();
  const [state, setState] = useState<{ errors: FieldErrors; attempt: number }>({ errors: {}, attempt: 0 });
  const focusedAttempt = useRef(0);

  // Once per submit attempt: fixing a field (which clears its message) must not pull focus elsewhere.
  useEffect(() => {
    if (state.attempt === focusedAttempt.current) return;
    focusedAttempt.current = state.attempt;
    if (Object.keys(state.errors).length > 0) focusFirstInvalid(formRef.current);
  }, [state]);

  const show = useCallback((errors: FieldErrors) => setState((s) => ({ errors, attempt: s.attempt + 1 })), []);
  const clear = useCallback(
    (key: string) =>
      setState((s) => {
        if (!(key in s.errors)) return s;
        const { [key]: _dropped, ...rest } = s.errors;
        return { errors: rest, attempt: s.attempt };
      }),
    [],
  );
  const check = useCallback(
    <T>(schema: PayloadSchema<T>, value: unknown): T | undefined => {
      const checked = checkPayload(schema, value);
      show(checked.ok ? {} : checked.errors);
      return checked.ok ? checked.data : undefined;
    },
    [show],
  );
  const submit = useCallback(
    <T>(save: () => Promise<T>): Promise<T> => {
      setAlert(undefined);
      return withFormScope({ fields: labels, silent: ownAlert }, save).catch((error: unknown) => {
        if (isApiError(error) && error.field !== undefined) show({ [error.field]: error.message });
        else if (ownAlert && isApiError(error) && error.failure !== 'session-ended') setAlert(error.message);
        throw error;
      });
    },
    [labels, ownAlert, show],
  );
  return { formRef, errors: state.errors, show, clear, check, submit, alert };
}
