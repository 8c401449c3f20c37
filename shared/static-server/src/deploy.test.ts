import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type OnStep = (step: { file: string; kind: string }) => void;
const { deployBuild, rollbackBuild, filesUnder, DeployError } = require('./deploy.cjs') as {
  deployBuild: (from: string, to: string, opts?: { onStep?: OnStep }) => { id: string; previous: string | null };
  rollbackBuild: (to: string, opts?: { onStep?: OnStep }) => { from: string | null; to: string };
  filesUnder: (dir: string) => string[];
  DeployError: new (message: string) => Error;
};

/** What a served folder holds for browsers: the kept releases (`.releases/`, never served) left out. */
const appFiles = (dir: string) => filesUnder(dir).filter((file) => !file.startsWith('.releases/'));
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('deployBuild', () => {
  const served = () =>
    folder({
      'index.html': 'old page',
      'main.js': 'old main',
      'remoteEntry.js': 'old entry → chunks/area.aaaa.js',
      'chunks/area.aaaa.js': 'old area',
      'chunks/shared.cccc.js': 'shared, same in both builds',
    });
  const build = () =>
    folder({
      'index.html': 'new page',
      'main.js': 'new main',
      'remoteEntry.js': 'new entry → chunks/area.bbbb.js',
      'chunks/area.bbbb.js': 'new area',
      'chunks/shared.cccc.js': 'shared, same in both builds',
    });

  it('writes the new chunks first and switches the entries last, remoteEntry.js the very last', () => {
    const steps: Array<{ file: string; kind: string }> = [];
    deployBuild(build(), served(), { onStep: (step) => steps.push(step) });
    expect(steps).toEqual([
      { file: 'chunks/area.bbbb.js', kind: 'added' },
      { file: 'chunks/shared.cccc.js', kind: 'kept' },
      { file: 'index.html', kind: 'switched' },
      { file: 'main.js', kind: 'switched' },
      { file: 'remoteEntry.js', kind: 'switched' },
    ]);
  });

  it('keeps the old chunks (a page loaded before the deploy still asks for them) and leaves no temporary file', () => {
    const to = served();
    deployBuild(build(), to);
    expect(appFiles(to)).toEqual([
      'chunks/area.aaaa.js',
      'chunks/area.bbbb.js',
      'chunks/shared.cccc.js',
      'index.html',
      'main.js',
      'remoteEntry.js',
    ]);
    expect(fs.readFileSync(path.join(to, 'chunks/area.aaaa.js'), 'utf8')).toBe('old area');
    expect(fs.readFileSync(path.join(to, 'remoteEntry.js'), 'utf8')).toBe('new entry → chunks/area.bbbb.js');
  });

  it('when the new entry is in place, every chunk it names is already there', () => {
    const to = served();
    deployBuild(build(), to, {
      onStep: ({ file, kind }) => {
        if (file === 'remoteEntry.js' && kind === 'switched') {
          expect(fs.existsSync(path.join(to, 'chunks/area.bbbb.js'))).toBe(true);
        }
      },
    });
    // and before the switch, the old entry was still the one served while the new chunk was being added
    const to2 = served();
    deployBuild(build(), to2, {
      onStep: ({ file, kind }) => {
        if (file === 'chunks/area.bbbb.js' && kind === 'added') {
          expect(fs.readFileSync(path.join(to2, 'remoteEntry.js'), 'utf8')).toContain('old entry');
        }
      },
    });
  });

  it('switches the host’s pre-rendered pages like its other pages (their names stay the same across builds)', () => {
    const to = folder({ 'index.html': 'old page', 'main.js': 'old main', 'prerendered/login.html': 'old sign-in' });
    const steps: Array<{ file: string; kind: string }> = [];
    deployBuild(folder({ 'index.html': 'new page', 'main.js': 'new main', 'prerendered/login.html': 'new sign-in' }), to, {
      onStep: (step) => steps.push(step),
    });
    expect(fs.readFileSync(path.join(to, 'prerendered/login.html'), 'utf8')).toBe('new sign-in');
    expect(steps.map((step) => step.file)).toEqual(['prerendered/login.html', 'index.html', 'main.js']);
    expect(filesUnder(to).filter((file) => !file.startsWith('.'))).toEqual(['index.html', 'main.js', 'prerendered/login.html']);
    // and a rollback puts the old one back with the old page
    rollbackBuild(to);
    expect(fs.readFileSync(path.join(to, 'prerendered/login.html'), 'utf8')).toBe('old sign-in');
    expect(fs.readFileSync(path.join(to, 'index.html'), 'utf8')).toBe('old page');
  });

  it('never overwrites a served hashed file', () => {
    const to = served();
    fs.writeFileSync(path.join(to, 'chunks/shared.cccc.js'), 'what browsers already hold');
    deployBuild(build(), to);
    expect(fs.readFileSync(path.join(to, 'chunks/shared.cccc.js'), 'utf8')).toBe('what browsers already hold');
  });
});

describe('rollbackBuild', () => {
  const OLD = {
    'index.html': 'old page',
    'main.js': 'old main',
    'remoteEntry.js': 'old entry → chunks/area.aaaa.js',
    'favicon.ico': 'old icon',
    'chunks/area.aaaa.js': 'old area',
    'chunks/shared.cccc.js': 'shared, same in both builds',
  };
  const NEW = {
    'index.html': 'new page',
    'main.js': 'new main',
    'remoteEntry.js': 'new entry → chunks/area.bbbb.js',
    'favicon.ico': 'new icon',
    'chunks/area.bbbb.js': 'new area',
    'chunks/shared.cccc.js': 'shared, same in both builds',
  };
  const SWITCHED = ['favicon.ico', 'index.html', 'main.js', 'remoteEntry.js'];
  /** A served folder on the old release (copied in, as a first install is) with the new one deployed over it. */
  function deployedOverOld() {
    const to = folder(OLD);
    deployBuild(folder(NEW), to);
    expect(read(to, 'remoteEntry.js')).toBe(NEW['remoteEntry.js']);
    return to;
  }
  const served = (to: string, files: string[]) => files.map((file) => [file, read(to, file)]);
  const as = (release: Record<string, string>, files: string[]) =>
    files.map((file) => [file, release[file as keyof typeof release]]);

  it('puts back every switched file of the release the deploy replaced, byte for byte, remoteEntry.js last', () => {
    const to = deployedOverOld();
    const steps: Array<{ file: string; kind: string }> = [];
    rollbackBuild(to, {
      onStep: (step) => {
        steps.push(step);
        // when the old entry is back, all it names and every other old file already is
        if (step.file === 'remoteEntry.js') expect(served(to, SWITCHED)).toEqual(as(OLD, SWITCHED));
      },
    });
    expect(steps).toEqual(SWITCHED.map((file) => ({ file, kind: 'switched' })));
    expect(served(to, SWITCHED)).toEqual(as(OLD, SWITCHED));
    // nothing deleted (a page loaded on the new release still asks for its chunks), no temporary file left
    expect(appFiles(to)).toEqual(['chunks/area.aaaa.js', 'chunks/area.bbbb.js', 'chunks/shared.cccc.js', ...SWITCHED]);
    expect(filesUnder(to).filter((file) => /deploying|keeping|writing/.test(file))).toEqual([]);
  });

  it('names the releases; a second rollback returns to the release rolled back from', () => {
    const to = folder(OLD);
    const first = deployBuild(folder(NEW), to);
    expect(first.previous).toMatch(/^[0-9a-f]{12}$/);
    expect(rollbackBuild(to)).toEqual({ from: first.id, to: first.previous });
    expect(rollbackBuild(to)).toEqual({ from: first.previous, to: first.id });
    expect(served(to, SWITCHED)).toEqual(as(NEW, SWITCHED));
  });

  it('keeps the current and the previous release only, and goes back one deploy', () => {
    const to = folder(OLD);
    deployBuild(folder(NEW), to);
    const third = { ...NEW, 'main.js': 'third main', 'remoteEntry.js': 'third entry' };
    const { id, previous } = deployBuild(folder(third), to);
    expect(fs.readdirSync(path.join(to, '.releases')).sort()).toEqual([id, previous, 'history.json'].sort());
    rollbackBuild(to);
    expect(served(to, SWITCHED)).toEqual(as(NEW, SWITCHED));
  });

  it('deploying what is already served again keeps the release a rollback goes back to', () => {
    const to = deployedOverOld();
    deployBuild(folder(NEW), to);
    rollbackBuild(to);
    expect(served(to, SWITCHED)).toEqual(as(OLD, SWITCHED));
  });

  it('a deploy that stopped half-way is rolled back to the release it was replacing', () => {
    const to = folder(OLD);
    expect(() =>
      deployBuild(folder(NEW), to, {
        onStep: ({ file, kind }) => {
          if (file === 'index.html' && kind === 'switched') throw new Error('disk full');
        },
      }),
    ).toThrow('disk full');
    expect(read(to, 'index.html')).toBe(NEW['index.html']);
    rollbackBuild(to);
    expect(served(to, SWITCHED)).toEqual(as(OLD, SWITCHED));
  });

  it('refuses, changing nothing, when there is no previous release', () => {
    const to = folder(OLD);
    const before = served(to, SWITCHED);
    expect(() => rollbackBuild(to)).toThrow(DeployError);
    expect(() => rollbackBuild(to)).toThrow(/no previous release/);
    expect(served(to, SWITCHED)).toEqual(before);
  });

  it('refuses, changing nothing, when a file the previous release needs is gone (naming it)', () => {
    const to = deployedOverOld();
    fs.rmSync(path.join(to, 'chunks/area.aaaa.js'));
    expect(() => rollbackBuild(to)).toThrow(/chunks\/area\.aaaa\.js.*Nothing was changed/);
    expect(served(to, SWITCHED)).toEqual(as(NEW, SWITCHED));
  });
});

describe('backoffice-deploy (the command)', () => {
  const cli = path.join(__dirname, 'deploy-cli.mjs');
  const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

  it('deploys, tells the status, rolls back; refuses with a reason and exit code 1; wrong usage is 2', () => {
    const to = folder({ 'remoteEntry.js': 'old entry', 'chunks/a.1.js': 'a' });
    const from = folder({ 'remoteEntry.js': 'new entry', 'chunks/a.2.js': 'a2' });

    const refused = run('--root', to, '--rollback');
    expect([refused.status, refused.stderr]).toEqual([1, expect.stringMatching(/no previous release/)]);

    const deployed = run('--root', to, '--from', from);
    expect([deployed.status, deployed.stdout]).toEqual([0, expect.stringMatching(/deployed; a rollback goes back to/)]);
    expect(run('--root', to, '--status').stdout).toMatch(/rollback goes back to: [0-9a-f]{12}/);

    const rolledBack = run('--root', to, '--rollback');
    expect([rolledBack.status, rolledBack.stdout]).toEqual([0, expect.stringMatching(/rolled back to release/)]);
    expect(read(to, 'remoteEntry.js')).toBe('old entry');

    expect(run('--root', to, '--rollback', '--from', from).status).toBe(2);
  });
});
