import { topics } from '@backoffice/event-bus';

/**
 * Says on the bus that a call made with `token` answered 401 (the host signs out), with the server's reason (e.g. an
 * admin signed out after 30 idle minutes: the sign-in page says so). `authRejected` came with bus 1.1.0,
 * but a remote accepts a host's bus from 1.0.0 (the bus's `compatibleFrom`): on a 1.0.0 bus the shared `topics` has
 * no such topic and no host there listens for it, so there is nothing to say — the call still fails with its 401.
 */
export function emitAuthRejected(token: string, message?: string): void {
  (topics as Partial<typeof topics>).authRejected?.emit(message === undefined ? { token } : { token, message });
}
