import { cpus, loadavg } from 'node:os';

/** The closing table of a bench: the figures only mean something on an idle machine, so it says how busy it was. */
export function printSummary(lines: readonly string[]): void {
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(`\nSummary (${cpus().length} cores, load average ${load})\n${lines.join('\n')}`);
}

/** A bench or soak CLI's entry: an error prints its stack and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
