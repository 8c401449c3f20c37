import { formatMoney } from '@backoffice/contracts';
import type { ReactNode } from 'react';
import type { PreviewStyle } from './preview-style';
import { at } from './resolve';
import type { PreviewCategory } from './usePreviewMenu';

export const PREVIEW_PAGES = ['menu', 'product', 'cart', 'checkout', 'confirmation', 'landing'] as const;
export type PreviewPage = (typeof PREVIEW_PAGES)[number];

interface BodyProps {
  style: PreviewStyle;
  menu: PreviewCategory[];
}

const CHECKOUT_PLACEHOLDERS = [
  'userNamePlaceholder',
  'userEmailPlaceholder',
  'userPhonePlaceholder',
  'deliveryAddressPlaceholder',
  'promoCodePlaceholder',
] as const;

function firstProduct(menu: PreviewCategory[]) {
  return menu.flatMap((c) => c.products)[0] ?? { name: 'Product', description: '', price: 0 };
}

function Row({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', gap: 8, justifyContent: 'center', marginTop: 8 }}>{children}</div>;
}

function LandingBody({ style: { layout, r, button, primary } }: BodyProps) {
  const landing = at(layout, 'landing');
  return (
    <div style={{ textAlign: 'center', padding: 48, color: r.color(landing.textColor), fontFamily: r.font(landing.font) }}>
      <div style={{ fontSize: r.size(landing.subtitleTextSize ?? 'xl') }}>{String(landing.welcomeMessage ?? 'Welcome')}</div>
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

function ProductBody({ style: { layout, v2, r, text, input }, menu }: BodyProps) {
  const first = firstProduct(menu);
  const optionButton = at(layout, 'product', 'optionButton');
  return (
    <div style={{ ...text(v2 ? ['product', 'container'] : ['infoBlock']), padding: 16 }}>
      <div style={text(v2 ? ['product', 'name'] : ['general'], { fontSize: 24 })}>{first.name}</div>
      <div style={text(v2 ? ['product', 'description'] : ['general'])}>{first.description}</div>
      <div style={{ ...text(v2 ? ['product', 'optionName'] : ['general']), marginTop: 12 }}>Size</div>
      <Row>
        {['Regular', 'Large'].map((label, index) => (
          <span
            key={label}
            style={{
              ...r.style(optionButton),
              padding: '4px 10px',
              border: `2px solid ${index === 0 ? r.color(optionButton.selectedColor) : '#cccccc'}`,
            }}
          >
            {label}
          </span>
        ))}
      </Row>
      <div style={{ ...r.style(v2 ? at(layout, 'product', 'notes') : input), padding: 8, marginTop: 12 }}>Notes</div>
    </div>
  );
}

function CartBody({ style: { layout, v2, text, button, secondary }, menu }: BodyProps) {
  const products = menu.flatMap((c) => c.products);
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
}

function CheckoutBody({ style: { layout, v2, r, text, button, primary, input }, menu }: BodyProps) {
  const checkout = at(layout, 'checkout');
  return (
    <div style={{ ...text(v2 ? ['checkout', 'container'] : ['infoBlock']), padding: 16, display: 'grid', gap: 8 }}>
      {CHECKOUT_PLACEHOLDERS.map((key) => (
        <div key={key} style={{ ...r.style(input), padding: 8 }}>
          {String(checkout[key] ?? key)}
        </div>
      ))}
      <div style={{ ...r.style(v2 ? at(layout, 'checkout', 'costSummary') : at(layout, 'infoBlock')), padding: 8 }}>
        Total {formatMoney(firstProduct(menu).price)}
      </div>
      <div style={{ ...r.style(v2 ? at(layout, 'checkout', 'informationBlocks') : at(layout, 'infoBlock')), padding: 8 }}>
        Pickup in 15 minutes
      </div>
      <span style={button(v2 ? at(layout, 'checkout', 'primaryButton') : primary)}>Pay now</span>
    </div>
  );
}

function ConfirmationBody({ style: { layout, v2, text, button, primary, secondary }, menu }: BodyProps) {
  return (
    <div style={{ ...text(v2 ? ['confirm', 'container'] : ['infoBlock']), padding: 24, textAlign: 'center' }}>
      <div style={text(v2 ? ['confirm', 'description'] : ['general'])}>Add {firstProduct(menu).name} to your order?</div>
      <Row>
        <span style={button(v2 ? at(layout, 'confirm', 'primaryButton') : primary)}>Yes</span>
        <span style={button(v2 ? at(layout, 'confirm', 'secondaryButton') : secondary)}>No</span>
      </Row>
    </div>
  );
}

function MenuBody({ style: { layout, v2, text, button, secondary }, menu }: BodyProps) {
  const columns = v2 ? Number(at(layout, 'menu').productsColumns) || 3 : 3;
  // spec 001 §2 menu page: the category menu at the top, or beside the products on the left or the right
  const position = v2 ? String(at(layout, 'menu').categoryMenuPosition ?? 'top') : 'top';
  return (
    <div style={{ display: 'flex', flexDirection: position === 'top' ? 'column' : position === 'left' ? 'row' : 'row-reverse' }}>
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

const BODIES: Record<PreviewPage, (props: BodyProps) => ReactNode> = {
  menu: MenuBody,
  product: ProductBody,
  cart: CartBody,
  checkout: CheckoutBody,
  confirmation: ConfirmationBody,
  landing: LandingBody,
};

/** The page of the storefront the preview shows, drawn with the layout being edited and the shop's menu. */
export function PreviewPageBody({ page, ...props }: BodyProps & { page: PreviewPage }) {
  const Body = BODIES[page];
  return <Body {...props} />;
}
