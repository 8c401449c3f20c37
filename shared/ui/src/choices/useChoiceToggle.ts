import { useRef } from 'react';

/**
 * For a group of checkboxes over a list of choices: the handler to give each box's native change event, which
 * reports the tick in the click's own turn. Chakra's group (`onValueChange`) hears of it only a microtask later (zag
 * queues every event) and the form's state a render after that, so a Save dispatched in between (a script, a busy
 * page) read the old list and sent `[]` while the box showed ticked (the loyalty category pickers did). The list
 * reported keeps the order of `choices`; two ticks in one turn, before a render, both count.
 */
export function useChoiceToggle<V extends string>(
  choices: readonly V[],
  value: readonly V[],
  onChange: (next: V[]) => void,
): (choice: V, checked: boolean) => void {
  const latest = useRef(value);
  latest.current = value;
  return (choice, checked) => {
    const next = choices.filter((c) => (c === choice ? checked : latest.current.includes(c)));
    latest.current = next;
    onChange(next);
  };
}
