import fs from 'node:fs';
import path from 'node:path';

/**
 * House rule (STYLE.md, "a comment explains a decision or a spec rule"): a comment says the rule or the decision
 * ("spec 001 §5: usage limit ≤ 0 means unlimited"), never which issue, session or round brought it — a newcomer cannot
 * follow a bare work-item number. This walks every source file of the repository and fails on such a comment.
 *
 * Numbered SQL migrations are left out: they are checksummed once applied, so their comments cannot change.
 */
const ROOT = path.join(__dirname, '..', '..', '..');
const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'sourcemaps', 'coverage', 'migrations']);

const REFERENCE = /\b(?:issues?|sessions?|rounds?) #?\d+\b/i;

/** The comment text of one line of source ('' when it has none). URLs (`https://…`) are not comments. */
function commentOf(line: string): string {
  const trimmed = line.trim();
  if (/^(\/\/|\/\*|\*)/.test(trimmed)) return trimmed;
  const slashes = line.search(/(?<![:'"`\\])\/\/(?!\/)/);
  if (slashes >= 0) return line.slice(slashes);
  const block = line.indexOf('/*');
  return block >= 0 ? line.slice(block) : '';
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (SOURCE.test(entry.name)) out.push(full);
  }
  return out;
}

// The examples are built from N, so this file holds no such comment itself.
const N = 7;

test.each([
  ['// spec 001 §5: usage limit ≤ 0 means unlimited', false],
  [`// issue ${N}: the section schema`, true],
  [` * Figures, session ${N} (pnpm soak)`, true],
  [`const a = 1; /* round ${N} of the bench */`, true],
  [`fetch('https://example.com/issue ${N}')`, false],
  [`const label = "session ${N}";`, false],
  ['// the sign-in session ends after 30 minutes', false],
])('%j cites an issue, session or round: %s', (line, cites) => {
  expect(REFERENCE.test(commentOf(line))).toBe(cites);
});

test('no comment cites an issue, session or round number', () => {
  const found: string[] = [];
  for (const full of sourceFiles(ROOT)) {
    const file = path.relative(ROOT, full).split(path.sep).join('/');
    fs.readFileSync(full, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (REFERENCE.test(commentOf(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});
