import createCache from '@emotion/cache';
import { PAGE_CACHE_KEY } from './style-nonce';

export interface CollectedStyles {
  /** Every rule inserted while drawing (Chakra's global CSS first), in insertion order. */
  css: string;
  /** Emotion's names of those rules: a browser cache created over a style tag listing them does not insert them again. */
  names: string[];
}

/**
 * For drawing pages in Node at build time (the host's pre-rendered sign-in pages): makes a fresh page cache (the
 * one `pageStyleCache()` hands BackofficeProvider) in emotion's "compat" mode, so rules are collected on the cache
 * instead of written as <style> tags between the elements; `collect()` returns them, for one tag in the head.
 */
export function startStyleCollection(): { collect(): CollectedStyles } {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  (globalThis as Record<symbol, unknown>)[PAGE_CACHE_KEY] = cache;
  return {
    collect() {
      const names: string[] = [];
      let css = '';
      for (const [name, rules] of Object.entries(cache.inserted)) {
        if (typeof rules !== 'string') continue;
        names.push(name);
        css += rules;
      }
      return { css, names };
    },
  };
}
