import { Box } from '@chakra-ui/react';
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
