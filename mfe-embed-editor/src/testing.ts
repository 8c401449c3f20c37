import { defaultLayoutConfig, type EmbedKey, type Kiosk } from '@backoffice/contracts';

/** An embed key as the API answers it, with the spec's default layout. */
export function testEmbedKey(extra: Partial<EmbedKey> = {}): EmbedKey {
  const layout = defaultLayoutConfig('embed', 2);
  return {
    _id: 'k1',
    shop: 's1',
    name: 'Harbour Cafe',
    origins: ['harbour-cafe.store.localhost'],
    embedType: 'custom',
    embedVersion: 2,
    layoutConfig: layout,
    landingRestriction: {},
    general: { hideZeroCostPricing: false },
    draft: { embedVersion: 2, layoutConfig: layout },
    hasUnpublishedChanges: true,
    publishedVersion: 0,
    updatedAt: '2026-05-04T01:00:00.000Z',
    ...extra,
  };
}

export function testKiosk(id: string, name: string, extra: Partial<Kiosk> = {}): Kiosk {
  return {
    _id: id,
    name,
    kioskKey: `key-${id}-abcdefghijklmnop`,
    shop: 's1',
    type: 'kiosk',
    EFTPOSProvider: 'none',
    allowPayInCash: false,
    allowRegisteredUsersSignIn: false,
    hidePrices: false,
    embedVersion: 2,
    layoutConfig: defaultLayoutConfig('kiosk', 2),
    draft: { embedVersion: 2, layoutConfig: defaultLayoutConfig('kiosk', 2) },
    hasUnpublishedChanges: false,
    publishedVersion: 0,
    ...extra,
  };
}
