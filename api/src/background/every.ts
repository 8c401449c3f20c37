/**
 * Runs `task` every `everyMs`, never two at once (a slow run makes the next tick skip, not pile up). A failed run is
 * logged with `label`, never thrown. The timer does not keep the process alive; the returned function stops it
 * (the app's onClose).
 */
export function repeatEvery(
  everyMs: number,
  label: string,
  log: { error: (obj: unknown, msg: string) => void },
  task: () => Promise<unknown>,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => log.error({ err: error }, `${label} failed`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
