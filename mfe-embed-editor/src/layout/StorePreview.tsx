import { type DesignVersion, formatMoney, type LayoutTarget, POSITIONS } from '@backoffice/contracts';
import { Box, HStack, NativeSelect, Text } from '@backoffice/ui';
import type { CSSProperties, ReactNode } from 'react';
import { at, type Layout, resolver } from './resolve';
import { usePreviewFonts } from './usePreviewFonts';
import { usePreviewMenu } from './usePreviewMenu';

export const PREVIEW_PAGES = ['menu', 'product', 'cart', 'checkout', 'confirmation', 'landing'] as const;
export type PreviewPage = (typeof PREVIEW_PAGES)[number];
export const DEVICES = { desktop: 1024, tablet: 768, mobile: 375, kiosk: 540 } as const;
export type Device = keyof typeof DEVICES;
type Position = (typeof POSITIONS)[number];
const JUSTIFY: Record<Position, CSSProperties['justifyContent']> = { left: 'flex-start', center: 'center', right: 'flex-end' };

export interface StorePreviewProps {
  target: LayoutTarget;
  version: DesignVersion;
  /** The values being edited (unsaved included). */
  layout: Layout;
  page: PreviewPage;
  device: Device;
  onPageChange: (page: PreviewPage) => void;
  onDeviceChange: (device: Device) => void;
  /** e.g. "Draft" or "Version 3". */
  caption: string;
}

/**
 * A storefront page drawn from the shop's real menu with the layout being edited: every render reads the form's
 * current values, so an edit shows on the next frame (the issue asks for 100 ms).
 */
export function StorePreview({
  target,
  version,
  layout,
  page,
  device,
  onPageChange,
  onDeviceChange,
  caption,
}: StorePreviewProps) {
  const { menu } = usePreviewMenu();
  const r = resolver(version, layout);
  usePreviewFonts(version === 2 ? at(layout, 'theme').importFonts : at(layout, 'fonts').import);
  const pages = PREVIEW_PAGES.filter((p) => p !== 'landing' || target === 'kiosk');
  const v2 = version === 2;
  const general = at(layout, 'general');
  const navbar = at(layout, 'navbar');
  const logo = (typeof navbar.logo === 'string' && navbar.logo) || (typeof general.logo === 'string' && general.logo) || '';
  const primary = v2 ? at(layout, 'actionbar', 'primaryButton') : at(layout, 'buttons', 'primary');
  const secondary = v2 ? at(layout, 'actionbar', 'secondaryButton') : at(layout, 'buttons', 'secondary');
  const input = v2 ? at(layout, 'checkout', 'inputs') : at(layout, 'inputs');
  const text = (path: string[], fallback: CSSProperties = {}): CSSProperties => ({
    ...fallback,
    ...r.style(at(layout, ...path)),
  });
  const button = (g: Record<string, unknown>): CSSProperties => ({
    ...r.style(g),
    padding: '6px 14px',
    cursor: 'default',
    ...(g.fillingStyle === 'outline' ? { background: 'transparent', border: `2px solid ${r.color(g.backgroundColor)}` } : {}),
  });
  const columns = v2 ? Number(at(layout, 'menu').productsColumns) || 3 : 3;
  const products = menu.flatMap((c) => c.products);
  const first = products[0] ?? { name: 'Product', description: '', price: 0 };
  const footer = at(layout, 'footer');
  const width = DEVICES[device];
  const scale = Math.min(1, 520 / width);
  const v1Navbar = at(layout, 'navbar');
  // spec 001 §2 navbar: logo, menu and login each at its position (left, center, right); v1 has the logo only
  const place = (value: unknown, fallback: Position): Position =>
    (POSITIONS as readonly string[]).includes(String(value)) ? (value as Position) : fallback;
  const navbarItems: { position: Position; element: ReactNode }[] = [
    {
      position: v2 ? place(navbar.logoPosition, 'left') : 'left',
      element: logo ? (
        <img key="logo" src={logo} alt="" style={{ height: 32, aspectRatio: '4' }} />
      ) : (
        <strong key="logo">Logo</strong>
      ),
    },
    ...(v2
      ? [
          {
            position: place(navbar.menuPosition, 'center'),
            element: (
              <span key="menu" style={button(at(layout, 'navbar', 'menu'))}>
                Menu
              </span>
            ),
          },
          {
            position: place(navbar.loginPosition, 'right'),
            element: (
              <span key="login" style={button(at(layout, 'navbar', 'login'))}>
                Login
              </span>
            ),
          },
        ]
      : []),
  ];

  const body = (() => {
    switch (page) {
      case 'landing': {
        const landing = at(layout, 'landing');
        return (
          <div style={{ textAlign: 'center', padding: 48, color: r.color(landing.textColor), fontFamily: r.font(landing.font) }}>
            <div style={{ fontSize: r.size(landing.subtitleTextSize ?? 'xl') }}>
              {String(landing.welcomeMessage ?? 'Welcome')}
            </div>
            <button
              type="button"
              tabIndex={-1}
              style={{ ...button(primary), marginTop: 24, fontSize: r.size(landing.startOrderTextSize ?? '2xl') }}
            >
              {String(landing.startButtonText ?? 'Start order')}
            </button>
          </div>
        );
      }
      case 'product':
        return (
          <div style={{ ...text(v2 ? ['product', 'container'] : ['infoBlock']), padding: 16 }}>
            <div style={text(v2 ? ['product', 'name'] : ['general'], { fontSize: 24 })}>{first.name}</div>
            <div style={text(v2 ? ['product', 'description'] : ['general'])}>{first.description}</div>
            <div style={{ ...text(v2 ? ['product', 'optionName'] : ['general']), marginTop: 12 }}>Size</div>
            <HStackPlain>
              {['Regular', 'Large'].map((label, index) => (
                <span
                  key={label}
                  style={{
                    ...r.style(at(layout, 'product', 'optionButton')),
                    padding: '4px 10px',
                    border: `2px solid ${index === 0 ? r.color(at(layout, 'product', 'optionButton').selectedColor) : '#cccccc'}`,
                  }}
                >
                  {label}
                </span>
              ))}
            </HStackPlain>
            <div style={{ ...r.style(v2 ? at(layout, 'product', 'notes') : input), padding: 8, marginTop: 12 }}>Notes</div>
          </div>
        );
      case 'cart':
        return (
          <div style={{ ...text(v2 ? ['cart', 'container'] : ['infoBlock']), padding: 16 }}>
            <div style={text(v2 ? ['cart', 'title'] : ['general'], { fontSize: 24 })}>Your order</div>
            {products.slice(0, 2).map((product) => (
              <div key={product.name} style={{ display: 'flex', justifyContent: 'space-between', padding: '8px 0', gap: 8 }}>
                <span style={text(v2 ? ['cart', 'productName'] : ['general'])}>{product.name}</span>
                <span style={text(v2 ? ['cart', 'productPrice'] : ['general'])}>{formatMoney(product.price)}</span>
                <span style={button(v2 ? at(layout, 'cart', 'increaseButtons') : secondary)}>+</span>
                <span style={button(v2 ? at(layout, 'cart', 'editButton') : secondary)}>Edit</span>
                <span style={button(v2 ? at(layout, 'cart', 'removeButton') : secondary)}>Remove</span>
              </div>
            ))}
          </div>
        );
      case 'checkout': {
        const checkout = at(layout, 'checkout');
        return (
          <div style={{ ...text(v2 ? ['checkout', 'container'] : ['infoBlock']), padding: 16, display: 'grid', gap: 8 }}>
            {(
              [
                'userNamePlaceholder',
                'userEmailPlaceholder',
                'userPhonePlaceholder',
                'deliveryAddressPlaceholder',
                'promoCodePlaceholder',
              ] as const
            ).map((key) => (
              <div key={key} style={{ ...r.style(input), padding: 8 }}>
                {String(checkout[key] ?? key)}
              </div>
            ))}
            <div style={{ ...r.style(v2 ? at(layout, 'checkout', 'costSummary') : at(layout, 'infoBlock')), padding: 8 }}>
              Total {formatMoney(first.price)}
            </div>
            <div style={{ ...r.style(v2 ? at(layout, 'checkout', 'informationBlocks') : at(layout, 'infoBlock')), padding: 8 }}>
              Pickup in 15 minutes
            </div>
            <span style={button(v2 ? at(layout, 'checkout', 'primaryButton') : primary)}>Pay now</span>
          </div>
        );
      }
      case 'confirmation':
        return (
          <div style={{ ...text(v2 ? ['confirm', 'container'] : ['infoBlock']), padding: 24, textAlign: 'center' }}>
            <div style={text(v2 ? ['confirm', 'description'] : ['general'])}>Add {first.name} to your order?</div>
            <HStackPlain>
              <span style={button(v2 ? at(layout, 'confirm', 'primaryButton') : primary)}>Yes</span>
              <span style={button(v2 ? at(layout, 'confirm', 'secondaryButton') : secondary)}>No</span>
            </HStackPlain>
          </div>
        );
      default: {
        // spec 001 §2 menu page: the category menu at the top, or beside the products on the left or the right
        const position = v2 ? String(at(layout, 'menu').categoryMenuPosition ?? 'top') : 'top';
        return (
          <div
            style={{
              display: 'flex',
              flexDirection: position === 'top' ? 'column' : position === 'left' ? 'row' : 'row-reverse',
            }}
          >
            <div
              data-testid="preview-category-menu"
              data-position={position}
              style={{
                ...text(v2 ? ['menu', 'categoryContainer'] : ['infoBlock']),
                display: 'flex',
                flexDirection: position === 'top' ? 'row' : 'column',
                flexWrap: 'wrap',
                gap: 8,
                padding: 8,
              }}
            >
              {menu.map((category) => (
                <span key={category.name} style={button(v2 ? at(layout, 'menu', 'categoryButton') : secondary)}>
                  {category.name}
                </span>
              ))}
            </div>
            <div style={{ flex: 1, minWidth: 0 }}>
              {menu.map((category) => (
                <section key={category.name} style={{ padding: '8px 16px' }}>
                  <div style={text(v2 ? ['menu', 'categoryHeader'] : ['general'], { fontSize: 22 })}>{category.name}</div>
                  <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 8 }}>
                    {category.products.map((product) => (
                      <div key={product.name} style={{ ...text(v2 ? ['menu', 'categoryContainer'] : ['infoBlock']), padding: 8 }}>
                        <div style={text(v2 ? ['menu', 'productName'] : ['general'])}>{product.name}</div>
                        <div style={text(v2 ? ['menu', 'productDescription'] : ['general'])}>{product.description}</div>
                        <div style={text(v2 ? ['menu', 'productPrice'] : ['link'])}>{formatMoney(product.price)}</div>
                      </div>
                    ))}
                  </div>
                </section>
              ))}
            </div>
          </div>
        );
      }
    }
  })();

  return (
    <Box>
      <HStack gap="2" mb="2" flexWrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="Preview page"
            value={page}
            onChange={(e) => onPageChange(e.target.value as PreviewPage)}
          >
            {pages.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="Preview device"
            value={device}
            onChange={(e) => onDeviceChange(e.target.value as Device)}
          >
            {(Object.keys(DEVICES) as Device[]).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text fontSize="sm" color="fg.muted">
          {caption}
        </Text>
      </HStack>
      <Box overflow="hidden" borderWidth="1px" borderRadius="md" width={`${Math.round(width * scale)}px`} maxW="100%">
        <div
          data-testid="store-preview"
          aria-hidden="true"
          style={{
            width,
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
            marginBottom: `${-(1 - scale) * 100}%`,
            background: r.pageBackground,
            minHeight: 480,
            display: 'flex',
            flexDirection: 'column',
            fontFamily: r.font(v2 ? 'first' : general.mainFont),
          }}
        >
          {page !== 'landing' && (
            <nav
              style={{
                display: 'grid',
                gridTemplateColumns: '1fr auto 1fr',
                alignItems: 'center',
                gap: 8,
                padding: '8px 16px',
                ...(v2 ? {} : r.style(v1Navbar)),
              }}
            >
              {POSITIONS.map((position) => (
                <div
                  key={position}
                  data-testid={`preview-navbar-${position}`}
                  style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: JUSTIFY[position] }}
                >
                  {navbarItems.filter((item) => item.position === position).map((item) => item.element)}
                </div>
              ))}
            </nav>
          )}
          {body}
          {target === 'embed' && v2 && footer.enabled === true && (
            <footer
              style={{
                background: r.color(footer.backgroundColor),
                padding: Number(footer.padding) || 0,
                position: 'relative',
                // fixed: held at the bottom of the screen (the frame), relative: right after the page's content
                marginTop: footer.type === 'fixed' ? 'auto' : 0,
              }}
              data-type={footer.type === 'fixed' ? 'fixed' : 'relative'}
              // sanitised on the server before it was stored; unsaved drafts are shown as text only
              data-testid="preview-footer"
            >
              {String(footer.content ?? '').replace(/<[^>]*>/g, ' ')}
            </footer>
          )}
        </div>
      </Box>
    </Box>
  );
}

function HStackPlain({ children }: { children: React.ReactNode }) {
  return <div style={{ display: 'flex', gap: 8, justifyContent: 'center', marginTop: 8 }}>{children}</div>;
}
