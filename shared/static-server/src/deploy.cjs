// @ts-check
// Puts a new build of an app into the folder its server is serving, without a restart and without a moment where a
// browser can meet a half-written app ("Independent deploys"):
//   1. every new file that is not an entry is written first, under its own (hashed) name; a file already served
//      under that name is never overwritten, and nothing old is deleted (a page loaded before the deploy still asks
//      for its chunks);
//   2. the entries (pages, main.js, and remoteEntry.js LAST) switch by rename, which is atomic on one filesystem:
//      a request gets the whole old file or the whole new one.
// Old hashed chunks are removed later by a separate clean-up, once no client can still ask for them.
//
// Rollback in one command: each deploy keeps the release it replaces — a copy of its switched files (the top-level
// ones: pages, main.js, remoteEntry.js, favicon…) and the list of every file it needs — in the served folder's hidden
// `.releases/` (the server serves no dot file). Its hashed chunks are still in place (step 1 deletes nothing), so
// switching its entries back by the same renames, in the same order, puts the whole previous release back at once.

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** The host's pages drawn at build time (host/prerender-plugin.cjs). */
const PRERENDERED_DIR = 'prerendered/';

/** Files whose name stays the same from build to build, in the order they switch: remoteEntry.js last. */
const ENTRY_ORDER = ['index.html', 'main.js', 'remoteEntry.js'];
/** The served folder's record of its releases; a dot folder, so never served and never part of a build's files. */
const RELEASES_DIR = '.releases';
const HISTORY_FILE = 'history.json';
/** Inside a kept release: the copies of its switched files, and what it is. */
const RELEASE_ENTRIES = 'entries';
const RELEASE_FILE = 'release.json';

/** A deploy or rollback refused with a reason a person can act on; nothing was changed. */
class DeployError extends Error {}

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

/** The files of a build or a served folder: dot files (the build stamp, `.releases/`, temporaries) are not its own. */
const appFiles = (/** @param {string} dir */ dir) => filesUnder(dir).filter((file) => !file.startsWith('.'));

/**
 * The files that switch by rename, in switching order: un-hashed top-level files (source maps, favicon, service
 * worker) and the host's pre-rendered pages first, then the entries, remoteEntry.js the very last. Everything else is hashed and only ever added.
 * @param {string[]} files
 */
function switchedFiles(files) {
  const entries = ENTRY_ORDER.filter((file) => files.includes(file));
  // the host's pre-rendered pages are pages too: same names from build to build, like index.html
  const others = files.filter((file) => !entries.includes(file) && (!file.includes('/') || file.startsWith(PRERENDERED_DIR)));
  return [...others, ...entries];
}

/**
 * A release's id: the digest of its switched files (names and bytes), so the same build has the same id wherever it
 * is deployed, and a folder whose entries were changed by hand is a release of its own.
 * @param {string} dir @param {string[]} switched
 */
function releaseId(dir, switched) {
  const hash = crypto.createHash('sha256');
  for (const file of switched)
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}

/**
 * Switches `files` of `fromDir` into `toDir`, each copied beside its target under a temporary dot name and renamed
 * over it: a request gets the whole old file or the whole new one.
 * @param {string} fromDir @param {string} toDir @param {string[]} files
 * @param {((step: { file: string, kind: 'switched' }) => void) | undefined} onStep
 */
function switchInto(fromDir, toDir, files, onStep) {
  for (const file of files) {
    const target = path.join(toDir, file);
    const temporary = path.join(path.dirname(target), `.${path.basename(file)}.deploying-${process.pid}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(fromDir, file), temporary);
    fs.renameSync(temporary, target);
    onStep?.({ file, kind: 'switched' });
  }
}

/** @param {string} file @param {unknown} value written whole under a temporary name and renamed into place */
function writeJsonAtomically(file, value) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.writing-${process.pid}`);
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/**
 * @typedef {{ current: string, previous: string | null }} History
 * @typedef {{ id: string, switched: string[], files: string[], keptAt: string }} Release
 */

/** @param {string} toDir @returns {History | null} */
function readHistory(toDir) {
  const file = path.join(toDir, RELEASES_DIR, HISTORY_FILE);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** @param {string} toDir @param {string} id @returns {Release | null} */
function readRelease(toDir, id) {
  const file = path.join(toDir, RELEASES_DIR, id, RELEASE_FILE);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Keeps a copy of the release `dir` holds in `toDir/.releases/<id>/` (once: a release already kept is left as it is),
 * written whole under a temporary name first. `files`: every file the release needs in the served folder.
 * @param {string} dir @param {string} toDir @param {string[]} files @returns {string} its id
 */
function keepRelease(dir, toDir, files) {
  const switched = switchedFiles(files);
  const id = releaseId(dir, switched);
  const kept = path.join(toDir, RELEASES_DIR, id);
  if (fs.existsSync(path.join(kept, RELEASE_FILE))) return id;
  const temporary = path.join(toDir, RELEASES_DIR, `.${id}.keeping-${process.pid}`);
  fs.rmSync(temporary, { recursive: true, force: true });
  fs.mkdirSync(path.join(temporary, RELEASE_ENTRIES), { recursive: true });
  for (const file of switched) {
    fs.mkdirSync(path.dirname(path.join(temporary, RELEASE_ENTRIES, file)), { recursive: true });
    fs.copyFileSync(path.join(dir, file), path.join(temporary, RELEASE_ENTRIES, file));
  }
  /** @type {Release} */
  const release = { id, switched, files, keptAt: new Date().toISOString() };
  fs.writeFileSync(path.join(temporary, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
  fs.rmSync(kept, { recursive: true, force: true });
  fs.renameSync(temporary, kept);
  return id;
}

/**
 * What the served folder holds now, kept as a release. When the history's current release is what is served, its
 * record (the exact file list of its build) is the one kept; otherwise (the first deploy into a folder filled by a
 * copy, or entries changed by hand) the release is everything in the folder.
 * @param {string} toDir @param {History | null} history @returns {string | null} its id, or null for an empty folder
 */
function keepServedRelease(toDir, history) {
  const served = appFiles(toDir);
  const switched = switchedFiles(served);
  if (!switched.length) return null;
  const id = releaseId(toDir, switched);
  if (history?.current === id && readRelease(toDir, id)) return id;
  return keepRelease(toDir, toDir, served);
}

/** Drops kept releases the history no longer names (only the current and the previous one are kept). */
function pruneReleases(/** @type {string} */ toDir, /** @type {History} */ history) {
  const dir = path.join(toDir, RELEASES_DIR);
  for (const name of fs.readdirSync(dir)) {
    if (name === HISTORY_FILE || name === history.current || name === history.previous) continue;
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

/**
 * @param {string} fromDir the new build (e.g. a webpack output folder)
 * @param {string} toDir the folder being served
 * @param {{ onStep?: (step: { file: string, kind: 'added' | 'kept' | 'switched' }) => void }} [opts]
 * @returns {{ id: string, previous: string | null }} the release now served and the one a rollback goes back to
 */
function deployBuild(fromDir, toDir, opts = {}) {
  const files = appFiles(fromDir);
  const switched = switchedFiles(files);
  const immutable = files.filter((file) => !switched.includes(file));

  // The release being replaced is kept and named the previous one before any file moves, so a deploy that stops
  // half-way is rolled back to it. Deploying what is already served again keeps the release a rollback goes back to.
  const history = readHistory(toDir);
  const servedId = keepServedRelease(toDir, history);
  const id = keepRelease(fromDir, toDir, files);
  /** @type {History} */
  const next = { current: id, previous: servedId === id ? (history?.previous ?? null) : servedId };
  writeJsonAtomically(path.join(toDir, RELEASES_DIR, HISTORY_FILE), next);

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
  switchInto(fromDir, toDir, switched, opts.onStep);
  pruneReleases(toDir, next);
  return { id, previous: next.previous };
}

/**
 * Switches the served folder back to the release the last deploy replaced, by the same renames in the same order as
 * a deploy (remoteEntry.js last). The release rolled back from becomes the previous one, so a second rollback undoes
 * the first. Refused, with nothing changed, when there is no previous release or a file it needs is gone.
 * @param {string} toDir the folder being served
 * @param {{ onStep?: (step: { file: string, kind: 'switched' }) => void }} [opts]
 * @returns {{ from: string | null, to: string }} the release served before, and the one served now
 */
function rollbackBuild(toDir, opts = {}) {
  const history = readHistory(toDir);
  const target = history?.previous ? readRelease(toDir, history.previous) : null;
  if (!history?.previous || !target) {
    throw new DeployError(`${toDir} has no previous release to roll back to (each deploy keeps the one it replaces).`);
  }
  const kept = path.join(toDir, RELEASES_DIR, target.id, RELEASE_ENTRIES);
  const missing = target.files.filter(
    (file) => !fs.existsSync(target.switched.includes(file) ? path.join(kept, file) : path.join(toDir, file)),
  );
  if (missing.length) {
    const named = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` and ${missing.length - 5} more` : '');
    throw new DeployError(
      `Release ${target.id} cannot be put back: ${missing.length} of its files are gone from ${toDir} (${named}). Nothing was changed.`,
    );
  }
  const from = keepServedRelease(toDir, history);
  if (from === target.id) throw new DeployError(`${toDir} already serves release ${target.id}. Nothing was changed.`);
  switchInto(kept, toDir, target.switched, opts.onStep);
  // Recorded once every file is back: a rollback that stops half-way still names the same target when run again.
  /** @type {History} */
  const next = { current: target.id, previous: from };
  writeJsonAtomically(path.join(toDir, RELEASES_DIR, HISTORY_FILE), next);
  pruneReleases(toDir, next);
  return { from, to: target.id };
}

/**
 * What the served folder holds: the release served (by the digest of its entries, whatever the history says) and
 * the one a rollback would put back.
 * @param {string} toDir
 */
function releaseStatus(toDir) {
  const history = readHistory(toDir);
  const switched = switchedFiles(appFiles(toDir));
  const served = switched.length ? releaseId(toDir, switched) : null;
  const previous = history?.previous ? readRelease(toDir, history.previous) : null;
  return {
    served,
    current: served ? readRelease(toDir, served) : null,
    previous,
  };
}

module.exports = {
  deployBuild,
  rollbackBuild,
  releaseStatus,
  filesUnder,
  DeployError,
  ENTRY_ORDER,
  RELEASES_DIR,
};
