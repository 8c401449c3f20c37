import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { deployBuild, filesUnder } = require('./deploy.cjs') as {
  deployBuild: (from: string, to: string, opts?: { onStep?: (step: { file: string; kind: string }) => void }) => void;
  filesUnder: (dir: string) => string[];
};

function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
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
    expect(filesUnder(to)).toEqual([
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
    expect(filesUnder(to)).toEqual(['index.html', 'main.js', 'prerendered/login.html']);
  });

  it('never overwrites a served hashed file', () => {
    const to = served();
    fs.writeFileSync(path.join(to, 'chunks/shared.cccc.js'), 'what browsers already hold');
    deployBuild(build(), to);
    expect(fs.readFileSync(path.join(to, 'chunks/shared.cccc.js'), 'utf8')).toBe('what browsers already hold');
  });
});
