// @ts-check
// Puts a new build of an app into the folder its server is serving, without a restart and without a moment where a
// browser can meet a half-written app ("Independent deploys"):
//   1. every new file that is not an entry is written first, under its own (hashed) name; a file already served
//      under that name is never overwritten, and nothing old is deleted (a page loaded before the deploy still asks
//      for its chunks);
//   2. the entries (pages, main.js, and remoteEntry.js LAST) switch by rename, which is atomic on one filesystem:
//      a request gets the whole old file or the whole new one.
// Old hashed chunks are removed later by a separate clean-up, once no client can still ask for them.

const fs = require('node:fs');
const path = require('node:path');

/** Files whose name stays the same from build to build, in the order they switch: remoteEntry.js last. */
const ENTRY_ORDER = ['index.html', 'main.js', 'remoteEntry.js'];

/** @param {string} dir @returns {string[]} every file under dir, relative, with '/' */
function filesUnder(dir) {
  /** @type {string[]} */
  const out = [];
  const walk = (/** @type {string} */ rel) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/**
 * @param {string} fromDir the new build (e.g. a webpack output folder)
 * @param {string} toDir the folder being served
 * @param {{ onStep?: (step: { file: string, kind: 'added' | 'kept' | 'switched' }) => void }} [opts]
 */
function deployBuild(fromDir, toDir, opts = {}) {
  const files = filesUnder(fromDir).filter((file) => !file.startsWith('.'));
  const entries = ENTRY_ORDER.filter((file) => files.includes(file));
  // Source maps and other un-hashed files at the top level switch with the entries, before them; so do the host's
  // pre-rendered pages (pages keep their names across builds, like index.html).
  const others = files.filter(
    (file) =>
      !entries.includes(file) && (file.startsWith('prerendered/') || (!file.startsWith('chunks/') && !file.includes('/'))),
  );
  const immutable = files.filter((file) => !entries.includes(file) && !others.includes(file));

  for (const file of immutable) {
    const target = path.join(toDir, file);
    if (fs.existsSync(target)) {
      opts.onStep?.({ file, kind: 'kept' });
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Written under a temporary name and renamed, so a request for it never sees half a file either.
    const temporary = `${target}.deploying-${process.pid}`;
    fs.copyFileSync(path.join(fromDir, file), temporary);
    fs.renameSync(temporary, target);
    opts.onStep?.({ file, kind: 'added' });
  }
  for (const file of [...others, ...entries]) {
    const target = path.join(toDir, file);
    const temporary = path.join(path.dirname(target), `.${path.basename(file)}.deploying-${process.pid}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(fromDir, file), temporary);
    fs.renameSync(temporary, target);
    opts.onStep?.({ file, kind: 'switched' });
  }
}

module.exports = { deployBuild, filesUnder, ENTRY_ORDER };
