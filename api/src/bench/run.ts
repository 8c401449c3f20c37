import { cpus, loadavg } from 'node:os';

/** The closing table of a bench: the figures only mean something on an idle machine, so it says how busy it was. */
export function printSummary(lines: readonly string[]): void {
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(`\nSummary (${cpus().length} cores, load average ${load})\n${lines.join('\n')}`);
}

/** Exit code of a bench that ran to the end but missed a target (1 stays for a crash). */
export const TARGET_MISSED_EXIT_CODE = 2;

/** Records a missed target: the bench still prints every figure, then exits 2, so a script or CI can tell. */
export function targetMissed(): void {
  process.exitCode = TARGET_MISSED_EXIT_CODE;
}

/** A bench or soak CLI's entry: an error prints its stack and exits 1; a missed target (above) exits 2. */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => {
      if (process.exitCode === TARGET_MISSED_EXIT_CODE) console.log(`A target was missed (exit ${TARGET_MISSED_EXIT_CODE}).`);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
