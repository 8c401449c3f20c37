import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the response (e.g. the reset e-mail, so its duration cannot tell whether an address has an
 * account). Failures are logged, never thrown at anybody. `drain()` waits for what is running: the app's onClose
 * hook calls it so a graceful stop still sends the mails it promised.
 */
export interface BackgroundTasks {
  run(label: string, task: () => Promise<unknown>): void;
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(label, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `background task failed: ${label}`))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
