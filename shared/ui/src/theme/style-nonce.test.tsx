import { Box } from '@backoffice/ui/chakra';
import { css, Global } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { BackofficeProvider } from './BackofficeProvider';
import { cspStyleNonce, pageStyleCache } from './style-nonce';

/**
 * The Content-Security-Policy allows only <style> tags that carry the page's nonce (shared/static-server), so every
 * style Chakra inserts through emotion must carry it: the page's one cache reads it from the meta the server wrote.
 * Each test file runs in a fresh jsdom, and the cache is created on first use, so the meta is written first.
 */
const NONCE = 'dGVzdC1ub25jZS0xMjM0NQ==';

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = 'csp-nonce';
  meta.content = NONCE;
  document.head.append(meta);
});

it('reads the nonce the static server wrote into the page', () => {
  expect(cspStyleNonce()).toBe(NONCE);
  const bare = document.implementation.createHTMLDocument('no meta');
  expect(cspStyleNonce(bare)).toBeUndefined();
});

it('gives every <style> tag Chakra inserts the page nonce', () => {
  render(
    <BackofficeProvider>
      <Box data-testid="styled" color="red.600" padding="7px">
        styled
      </Box>
    </BackofficeProvider>,
  );
  expect(screen.getByTestId('styled').className).toMatch(/css-/);
  const styles = [...document.querySelectorAll('style')];
  expect(styles.length).toBeGreaterThan(0);
  // Chakra's global styles and the Box's class rule, each in a tag with the nonce; none without.
  expect(styles.filter((style) => style.nonce !== NONCE && style.getAttribute('nonce') !== NONCE)).toEqual([]);
});

it('is one cache for the whole page, whichever bundle’s copy of this module asks (a registered symbol)', () => {
  const cache = pageStyleCache();
  expect(pageStyleCache()).toBe(cache);
  expect((globalThis as Record<symbol, unknown>)[Symbol.for('backoffice.emotion-cache')]).toBe(cache);
  expect(cache.nonce).toBe(NONCE);
});

it('also gives emotion’s default cache the nonce, so a root without our provider (a remote built before it) stays styled', () => {
  render(
    <BackofficeProvider>
      <span>host</span>
    </BackofficeProvider>,
  );
  const before = new Set(document.querySelectorAll('style'));
  // A root rendered with no BackofficeProvider: emotion's default cache, as an older remote's build would use.
  render(<Global styles={css`.older-remote { color: rgb(1, 2, 3); }`} />);
  const added = [...document.querySelectorAll('style')].filter((style) => !before.has(style));
  // emotion may insert through the CSSOM (insertRule) rather than as text
  const rules = added.flatMap((style) => [style.textContent ?? '', ...[...(style.sheet?.cssRules ?? [])].map((r) => r.cssText)]);
  expect(rules.join('\n')).toContain('.older-remote');
  expect(added.every((style) => style.getAttribute('nonce') === NONCE || style.nonce === NONCE)).toBe(true);
});
