import { defaultLayoutConfig, STARTER_THEMES, THEME_KEYS } from '@backoffice/contracts';
import { contrastProblems, type Layout } from './resolve';

describe('starter themes', () => {
  it('there are three, each filling all ten colours', () => {
    expect(STARTER_THEMES).toHaveLength(3);
    for (const starter of STARTER_THEMES) expect(Object.keys(starter.colors).sort()).toEqual([...THEME_KEYS].sort());
  });

  // The same check Publish runs: a merchant who starts from one and publishes meets no contrast warning.
  it.each(
    STARTER_THEMES.flatMap((starter) => (['embed', 'kiosk'] as const).map((target) => [starter.name, target, starter] as const)),
  )('%s passes the pre-publish contrast check on the default %s layout', (_name, target, starter) => {
    const layout = defaultLayoutConfig(target, 2) as Layout;
    const withStarter = {
      ...layout,
      theme: { ...(layout.theme as object), colors: starter.colors, pageBackgroundColor: starter.pageBackgroundColor },
    };
    expect(contrastProblems(2, withStarter)).toEqual([]);
  });

  it('the spec default (all black) does not pass, which is why the starters exist', () => {
    expect(contrastProblems(2, defaultLayoutConfig('embed', 2) as Layout).length).toBeGreaterThan(0);
  });
});
