import fs from 'node:fs';
import path from 'node:path';
import { REPORT_KINDS, REPORTS, type ReportKind } from '@backoffice/contracts';

/** The README's "Report types" table, cell by cell: it is read from the descriptors, so it cannot drift from them. */
function readmeRows(): string[][] {
  const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
  const section = readme.split('## Report types')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

function descriptorRow(kind: ReportKind): string[] {
  const { label, route, type, statusFilter, countsSales, counted } = REPORTS[kind];
  return [
    `\`${kind}\``,
    label,
    type ? `\`${route}\` type \`${type}\`` : `\`${route}\``,
    statusFilter ? `yes; “all” = ${countsSales ? 'sales' : 'every status'}` : 'no',
    counted ? 'yes' : 'no',
  ];
}

it('the README lists every report type as its descriptor says, in the page order', () => {
  expect(readmeRows()).toEqual(REPORT_KINDS.map(descriptorRow));
});
