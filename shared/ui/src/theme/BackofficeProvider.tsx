import { LOCALE } from '@backoffice/contracts';
import { ChakraProvider, LocaleProvider } from '@backoffice/ui/chakra';
// By package name, not './system': '@backoffice/ui/system' is a federation singleton (shared/webpack-config), so a
// remote's root uses the system the host already built instead of bundling Chakra's base config and every recipe.
import { system } from '@backoffice/ui/system';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { cspStyleNonce, pageStyleCache } from './style-nonce';

/** BCP 47 spelling of the spec's en-au, for Chakra's date, number and direction helpers. */
const CHAKRA_LOCALE = LOCALE.replace(/-(\w+)$/, (_m, region: string) => `-${region.toUpperCase()}`);

/**
 * Chakra with the back-office system and the spec's locale. The host and each remote's root use it. Chakra v3 styles
 * through emotion's cache from context (its styled factory and global styles use `withEmotionCache` / `Global`), so the
 * page's cache with the CSP nonce (style-nonce.ts) reaches every `<style>` tag Chakra inserts.
 */
export function BackofficeProvider({ children }: { children: ReactNode }) {
  // Outside our CacheProvider this is emotion's default cache (in the one shared @emotion/react). A remote built
  // before the nonce policy renders with that cache and no provider of its own: giving it the page's nonce too keeps
  // such a remote styled in a host that sends the policy (independent deploys; emotion reads `sheet.nonce` each time
  // it creates a <style> tag). Setting it again to the same value is harmless.
  const outer = useEmotionCache();
  const nonce = cspStyleNonce();
  if (nonce && outer && outer.sheet.nonce === undefined) outer.sheet.nonce = nonce;
  return (
    <CacheProvider value={pageStyleCache()}>
      <ChakraProvider value={system}>
        <LocaleProvider locale={CHAKRA_LOCALE}>{children}</LocaleProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
