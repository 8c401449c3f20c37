import { ERROR_TOAST_MS, SUCCESS_TOAST_MS, TOAST_FALLBACK_MESSAGE } from '@backoffice/contracts';
import type { ToastMessage, ToastStatus } from '@backoffice/event-bus';
import { createToaster } from '@backoffice/ui/chakra';

/**
 * The page's toaster. Each app bundles its own copy of this module, but only the host (or a remote's standalone
 * page) renders BackofficeToaster: remotes raise toasts on the shared bus (`topics.toast`), never here.
 */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

/** Spec 000 §8/§9: success 2000 ms, errors 4000 ms. Warnings read like errors; info like success. */
export const DEFAULT_TOAST_MS: Record<ToastStatus, number> = {
  success: SUCCESS_TOAST_MS,
  info: SUCCESS_TOAST_MS,
  warning: ERROR_TOAST_MS,
  error: ERROR_TOAST_MS,
};

/** Shows a bus toast message with the spec's defaults (duration by status, the toast's own fallback title). */
export function showToast(message: ToastMessage): void {
  toaster.create({
    type: message.status,
    title: message.title.trim() ? message.title : TOAST_FALLBACK_MESSAGE,
    description: message.description,
    duration: message.duration ?? DEFAULT_TOAST_MS[message.status],
    closable: true,
    meta: message.link ? { link: message.link } : undefined,
  });
}
