import { useSearchParams } from '@backoffice/ui/router';
import { DIALOG_PARAM, DIALOG_RECORD_PARAM, type MenuDialog } from './routes';

/**
 * The dialog open in the URL (`?dialog=…&record=…`), and how to open or close one. Opening pushes a history entry
 * (Back closes the dialog); closing replaces it, so Forward does not reopen a finished dialog. Other parameters
 * (`section`) are kept.
 */
export function useUrlDialog<T extends MenuDialog>(names: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(DIALOG_PARAM);
  const dialog = raw && (names as readonly string[]).includes(raw) ? (raw as T) : null;
  const record = dialog ? params.get(DIALOG_RECORD_PARAM) : null;
  const open = (name: T, recordId?: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set(DIALOG_PARAM, name);
      if (recordId) next.set(DIALOG_RECORD_PARAM, recordId);
      else next.delete(DIALOG_RECORD_PARAM);
      return next;
    });
  const close = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(DIALOG_PARAM);
        next.delete(DIALOG_RECORD_PARAM);
        return next;
      },
      { replace: true },
    );
  return { dialog, record, open, close };
}
