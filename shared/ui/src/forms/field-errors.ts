/**
 * Runs a contracts schema (the same one the API route uses, ARCHITECTURE.md "Validation rules live once") over
 * a form's payload and returns the first message per field, keyed by the payload path ('name.given'). Structural
 * types, so this module (on the host's boot path through @backoffice/ui) does not import zod: the schemas come with
 * the lazily loaded screens that use them (zod never reaches /login, see host/src/boot-path.test.ts).
 */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

export interface PayloadSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

export type FieldErrors = Readonly<Record<string, string>>;

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function checkPayload<T>(schema: PayloadSchema<T>, value: unknown): Checked<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Moves focus to the first invalid field of a form (WCAG 3.3.1: the merchant lands on what to fix). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
