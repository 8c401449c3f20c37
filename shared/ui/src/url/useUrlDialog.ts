import { useCallback, useMemo, useRef } from 'react';
import { useSearchWriter } from './useSearchWriter';

export const DIALOG_ACTION_PARAM = 'action';

export interface UrlDialogOptions<A extends string> {
  /** The actions this screen knows; any other `?action=` is no dialog (a stale or mistyped link). */
  actions?: readonly A[];
  /** The parameter naming the open dialog (default 'action'). */
  param?: string;
  /** The parameters that belong to a dialog (default ['id']): read into `params`, dropped on close. */
  keys?: readonly string[];
}

export interface UrlDialog<A extends string> {
  /** The open dialog, or null. */
  action: A | null;
  /** The open dialog's parameters (`{ id: '42' }`); empty when none is open. */
  params: Readonly<Record<string, string>>;
  isOpen: (action: A) => boolean;
  /** Opens `action` with its parameters; pushes a history entry, so Back closes it. */
  open: (action: A, params?: Readonly<Record<string, string | number | undefined>>) => void;
  /** Closes it; replaces the entry, so Forward does not reopen a finished dialog. */
  close: () => void;
}

const DEFAULT_KEYS = ['id'] as const;

/**
 * The dialog (or drawer, or wizard step) open in the URL: `?action=edit&id=42` — Saleor's dialog-action pattern.
 * A link opens it, reload keeps it, Back closes it. The screen's other parameters (filters, tab) are kept.
 */
export function useUrlDialog<A extends string = string>({
  actions,
  param = DIALOG_ACTION_PARAM,
  keys = DEFAULT_KEYS,
}: UrlDialogOptions<A> = {}): UrlDialog<A> {
  const [search, write] = useSearchWriter();
  // Keys opened with that are not declared: dropped on close too.
  const extraKeys = useRef<string[]>([]);
  const raw = search.get(param);
  const action = raw !== null && raw !== '' && (!actions || (actions as readonly string[]).includes(raw)) ? (raw as A) : null;
  const keyList = keys.join('\n');
  const params = useMemo(() => {
    const out: Record<string, string> = {};
    if (action === null) return out;
    for (const key of keyList.split('\n')) {
      const value = search.get(key);
      if (value !== null) out[key] = value;
    }
    return out;
  }, [action, search, keyList]);

  const open = useCallback<UrlDialog<A>['open']>(
    (next, values = {}) => {
      extraKeys.current = Object.keys(values).filter((key) => !keys.includes(key));
      write((previous) => {
        const url = new URLSearchParams(previous);
        for (const key of keys) url.delete(key);
        url.set(param, next);
        for (const [key, value] of Object.entries(values)) {
          if (value === undefined) url.delete(key);
          else url.set(key, String(value));
        }
        return url;
      });
    },
    [keys, param, write],
  );
  const close = useCallback(() => {
    const extra = extraKeys.current;
    extraKeys.current = [];
    write(
      (previous) => {
        const url = new URLSearchParams(previous);
        for (const key of [param, ...keys, ...extra]) url.delete(key);
        return url;
      },
      { replace: true },
    );
  }, [keys, param, write]);
  const isOpen = useCallback((name: A) => action === name, [action]);
  return { action, params, isOpen, open, close };
}
