import { topics } from '@backoffice/event-bus';

/** Toasts go through the host (spec 001 §8: success 2 s, errors 4 s are the bus defaults). */
export function notifySuccess(title: string): void {
  topics.toast.emit({ status: 'success', title });
}
