import { type FieldLabels, isApiError, withFormScope } from '@backoffice/api-client';
import { topics } from '@backoffice/event-bus';
import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useCallback, useMemo, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { emptiedToAbsent, initialValues, mergeValues, type ZodObjectLike } from './schema-shape';

/** The values a form holds (the schema's input) and what it submits (the schema's output). */
export type FormInput<S extends ZodObjectLike> = S['_zod']['input'] extends FieldValues ? S['_zod']['input'] : FieldValues;
export type FormOutput<S extends ZodObjectLike> = S['_zod']['output'];

export interface SchemaFormOptions<S extends ZodObjectLike> {
  /** Values to start from (a loaded record), over the schema's own defaults and empty values. */
  defaultValues?: Partial<FormInput<S>> | undefined;
  /**
   * Saves the schema's parsed output — exactly what the API route's schema takes. Call the endpoint before the first
   * await: the save runs in the api-client's form scope, so a refusal naming a field comes back to it.
   */
  onSubmit: (output: FormOutput<S>) => Promise<unknown> | unknown;
  /**
   * Field path → the label(s) the API names it with, beyond the labels the form's fields register themselves
   * (a refusal about a field that has no kit field component, or an API wording: ['Current password', …]).
   */
  labels?: FieldLabels;
  /** Show refusals that name no field in the form's own alert (`alert`) instead of the api-client's toast. */
  alert?: boolean;
  /**
   * Only the fields on screen are checked and sent: a field hidden by the form's own visibility rules (a fee type's
   * fields, future pickup settings on a same-day shop) is left out while it is unmounted, and keeps what was typed
   * for when it shows again.
   */
  onlyShownFields?: boolean;
}

export interface SchemaFormExtras {
  /** The form's submit handler (`<form onSubmit={submit}>`; SchemaForm wires it). */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** On the element that holds the fields, when it is not SchemaForm's own <form>. */
  formRef: React.RefObject<HTMLFormElement | null>;
  /** A refusal that names no field, with `{ alert: true }`. */
  alert: string | undefined;
  /** Puts a screen's own messages under their fields (by path), focusing the first — useFieldErrors' `show`. */
  show: (errors: Readonly<Record<string, string>>) => void;
  /**
   * Field components register their path and label here: a server refusal that opens with the label lands under
   * them, and a message at a path nobody shows is not lost (see useSchemaForm). '' registers a path without a label.
   */
  registerLabel: (path: string, label: string) => () => void;
}

export type SchemaFormReturn<S extends ZodObjectLike> = UseFormReturn<FormInput<S>, unknown, FormOutput<S>> & SchemaFormExtras;

/**
 * One form, driven by the contracts schema its API route uses (ARCHITECTURE.md "Validation rules live once"), on
 * react-hook-form:
 * - starts from the schema (`.default(…)`s, '' for text, false for a switch, [] for a list), with `defaultValues` over;
 * - on submit runs the schema; each message goes under the field at its path (the kit's Form*Field components),
 *   focus moves to the first one, nothing is sent and nothing toasted (a form error shows once, under its field);
 * - sends exactly the schema's output to `onSubmit`;
 * - a server refusal whose message opens with a field's label (`ApiError.field`) goes under that field too; any other
 *   refusal is the api-client's one toast (or `alert`). An edited field drops its message.
 * The hook is zod-free at run time (the resolver reads the schema it is given), so @backoffice/ui stays off zod.
 */
export function useSchemaForm<S extends ZodObjectLike>(schema: S, options: SchemaFormOptions<S>): SchemaFormReturn<S> {
  type In = FormInput<S>;
  type Out = FormOutput<S>;
  const { onSubmit, labels, alert: ownAlert = false, onlyShownFields = false } = options;
  // The first render's values: a later record is the screen's `reset(values)`.
  const [startValues] = useState(() =>
    mergeValues(initialValues(schema), options.defaultValues as Record<string, unknown> | undefined),
  );
  // path → label of every mounted field (a label '' shows a path's message without naming the field).
  const registered = useRef(new Map<string, string>());
  const resolver = useMemo(() => {
    const zod = zodResolver(schema as unknown as Parameters<typeof zodResolver>[0]) as unknown as Resolver<In, unknown, Out>;
    // An emptied field holds null (the kit's fields never set undefined: RHF would show the saved value again).
    const full: Resolver<In, unknown, Out> = async (values, context, options) => {
      const result = await zod((emptiedToAbsent(values, schema) ?? {}) as In, context, options);
      nameFields(result.errors, (path) => registered.current.get(path));
      return result;
    };
    if (!onlyShownFields) return full;
    // A hidden field keeps what was typed (shown again, it still holds it) but is neither checked nor sent.
    const shown: Resolver<In, unknown, Out> = (values, context, options) =>
      full(pickPaths(values as Record<string, unknown>, [...registered.current.keys()]) as In, context, options);
    return shown;
  }, [schema, onlyShownFields]);
  const form = useForm<In, unknown, Out>({
    resolver,
    defaultValues: startValues as DefaultValues<In>,
    // A message stays until the merchant edits its field or submits again (the kit's fields clear it on change).
    reValidateMode: 'onSubmit',
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [alert, setAlert] = useState<string | undefined>();
  const registerLabel = useCallback((path: string, label: string) => {
    registered.current.set(path, label);
    return () => {
      if (registered.current.get(path) === label) registered.current.delete(path);
    };
  }, []);

  // A message no field shows (a schema rule on a path without a field, a refusal naming a label with no field) is
  // said once where it can be read: the form's alert, else a toast — never silently swallowed.
  const sayUnshown = useCallback(
    (message: string) => {
      if (ownAlert) setAlert(message);
      else topics.toast.emit({ status: 'error', title: message });
    },
    [ownAlert],
  );

  const { handleSubmit, setError } = form;
  const submit = useMemo(
    () =>
      handleSubmit(
        async (output) => {
          setAlert(undefined);
          const fields: Record<string, string | readonly string[]> = {
            ...Object.fromEntries([...registered.current].filter(([, label]) => label !== '')),
            ...labels,
          };
          try {
            await withFormScope({ fields, silent: ownAlert }, () => onSubmit(output));
          } catch (error) {
            if (!isApiError(error)) throw error;
            if (error.field !== undefined && registered.current.has(error.field)) {
              setError(
                error.field as Parameters<typeof setError>[0],
                { type: 'server', message: error.message },
                { shouldFocus: true },
              );
            } else if (error.field !== undefined || (ownAlert && error.failure !== 'session-ended')) {
              sayUnshown(error.message);
            }
            // Any other refusal was toasted by the api-client: the form stays as the merchant left it.
          }
        },
        (errors) => {
          setAlert(undefined);
          const unshown = errorMessages(errors).find(([path]) => !registered.current.has(path));
          if (unshown) sayUnshown(unshown[1]);
        },
      ),
    [handleSubmit, setError, labels, ownAlert, onSubmit, sayUnshown],
  );
  const show = useCallback(
    (errors: Readonly<Record<string, string>>) =>
      Object.entries(errors).forEach(([path, message], index) => {
        setError(path as Parameters<typeof setError>[0], { type: 'manual', message }, { shouldFocus: index === 0 });
      }),
    [setError],
  );
  return { ...form, submit, formRef, alert, show, registerLabel };
}

/**
 * zod's own messages in contracts' words carry a `{field}` placeholder (contracts merchant-words: the API fills it
 * with the field's label): here it is the label the field registered, else its key in words ('points' → 'Points').
 */
const FIELD_PLACEHOLDER = '{field}';
function nameFields(errors: FieldErrors, labelOf: (path: string) => string | undefined, prefix = ''): void {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string' && 'type' in value) {
      const label = labelOf(path) || keyInWords(Number.isNaN(Number(key)) ? key : (prefix.split('.').pop() ?? key));
      error.message = error.message.replaceAll(FIELD_PLACEHOLDER, label);
    } else nameFields(value as FieldErrors, labelOf, path);
  }
}
const keyInWords = (key: string): string => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Every message of react-hook-form's nested errors, by dotted path ('rows.0.price'), in order. */
function errorMessages(errors: FieldErrors, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && 'type' in value) out.push([path, message]);
    else out.push(...errorMessages(value as FieldErrors, path));
  }
  return out;
}

/** The values at `paths` (dot paths of shown fields), nested as in `values`; nothing else. */
function pickPaths(values: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = values;
    for (const key of keys) from = typeof from === 'object' && from !== null ? (from as Record<string, unknown>)[key] : undefined;
    if (from === undefined) continue;
    let into = out;
    for (const key of keys.slice(0, -1)) {
      const next = into[key];
      if (typeof next !== 'object' || next === null) into[key] = {};
      into = into[key] as Record<string, unknown>;
    }
    into[keys[keys.length - 1] as string] = from;
  }
  return out;
}
