/**
 * A form's fields by the words the API names them with ({ price: 'Price' }; a list where the API has several
 * openings, { currentPassword: ['Current password', 'Your current password'] }). A refusal whose message opens with
 * one of them — as the subject of its sentence ("Price must be …") or as a heading before a colon ("Font import:
 * Only @import …", the shape of a refusal that quotes what was typed) — (400 bad input, 409 a value another record
 * holds) is that field's error: the form shows it under the field and it is not toasted (the form-error rule: "a
 * form error shows once, under its field; toasts are for what has no field").
 */
export type FieldLabels = Readonly<Record<string, string | readonly string[]>>;

/** The field a refusal names: the key whose label opens the message (the longest label wins: "Name" vs "Name on card"). */
export function refusedField(message: string, fields: FieldLabels): string | undefined {
  let found: { key: string; length: number } | undefined;
  for (const [key, labels] of Object.entries(fields)) {
    for (const label of typeof labels === 'string' ? [labels] : labels) {
      const opens = message.startsWith(`${label} `) || message.startsWith(`${label}: `);
      if (opens && label.length > (found?.length ?? 0)) found = { key, length: label.length };
    }
  }
  return found?.key;
}

/** What a form says about the calls its save makes. `silent`: the form shows every refusal itself (its alert). */
export interface FormScope {
  fields: FieldLabels;
  silent?: boolean;
}

let scoped: FormScope | undefined;

/**
 * Runs `call` with `scope` over every apiFetch it starts synchronously (an endpoint function calls apiFetch before
 * its first await). This is how a form names its fields for any endpoint without each endpoint taking a `fields`
 * argument: the form's hook (`useFieldErrors().submit` in @backoffice/ui) wraps its save in it.
 */
export function withFormScope<T>(scope: FormScope, call: () => T): T {
  const outer = scoped;
  scoped = scope;
  try {
    return call();
  } finally {
    scoped = outer;
  }
}

/** The form scope of an apiFetch starting now (undefined outside a form's save). */
export function formScopeNow(): FormScope | undefined {
  return scoped;
}
