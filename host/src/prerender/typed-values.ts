import { type RefObject, useEffect } from 'react';

/**
 * What a visitor typed into a pre-rendered form before React took the page over — before the scripts arrived, or
 * while its lazy chunk loaded — by form and field name. React draws a form's fields from its own state (empty at
 * first), so without this the first render after hydration would wipe what was typed.
 */
const typed = new Map<string, string>();
let stopRecording: (() => void) | null = null;

function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}

function keyOf(field: HTMLInputElement | HTMLTextAreaElement): string | null {
  const form = field.form?.getAttribute('aria-label');
  return form && field.name ? `${form}\n${field.name}` : null;
}

function record(field: HTMLInputElement | HTMLTextAreaElement) {
  const key = keyOf(field);
  if (key) typed.set(key, field.value);
}

/**
 * Called at start-up on a pre-rendered root, before hydration: keeps what is already in its fields (typed before
 * any script ran, or sent back by the server after a form post without scripts) and what is typed until the page's
 * form takes it back (`useTypedValues`).
 */
export function keepTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll('input, textarea')) if (isTextField(field) && field.value) record(field);
  const onInput = (event: Event) => {
    if (isTextField(event.target)) record(event.target);
  };
  root.addEventListener('input', onInput, true);
  stopRecording = () => root.removeEventListener('input', onInput, true);
}

/**
 * Types `value` into the field as the browser would: React keeps the last value it saw on the element (set through
 * the element's own `value` property, here emptied), and the prototype's setter changes the field without telling
 * it, so the `input` event that follows reads as a change from empty to `value`.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = '';
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * On a pre-rendered page's form: once React has it, gives back what was typed, through the fields' own change
 * handlers (so the page's state holds it, as if typed now). Only the first form to mount takes anything: the page
 * that was drawn; later pages start empty as always.
 */
export function useTypedValues(formRef: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = formRef.current;
    if (!stopRecording || !form) return;
    stopRecording();
    stopRecording = null;
    for (const field of form.elements) {
      if (!isTextField(field)) continue;
      const key = keyOf(field);
      const value = key ? typed.get(key) : undefined;
      if (value) typeInto(field, value);
    }
    typed.clear();
  }, [formRef]);
}
