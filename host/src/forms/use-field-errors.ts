import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, focusFirstInvalid } from './field-errors';

/**
 * A form's field errors. `show` replaces them and, after the render that marks the fields invalid, moves focus
 * to the first one; `clear(key)` drops one field's message as the merchant fixes it.
 */
export function useFieldErrors() {
  const formRef = useRef<HTMLFormElement>(null);
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
  return { formRef, errors: state.errors, show, clear };
}
