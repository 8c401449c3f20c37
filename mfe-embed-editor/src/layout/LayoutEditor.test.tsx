import { defaultLayoutConfig, STARTER_THEMES } from '@backoffice/contracts';
import { renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LayoutEditor } from './LayoutEditor';

it('shows an edited theme colour in the preview before saving', async () => {
  const stored = defaultLayoutConfig('embed', 2);
  const onSave = jest.fn();
  renderArea(
    <LayoutEditor
      target="embed"
      version={2}
      stored={stored}
      resetKey="a"
      onVersionChange={async () => undefined}
      onSaveSection={onSave}
    />,
    { path: '/x?layout=theme' },
  );
  const preview = await screen.findByTestId('store-preview');
  expect(preview.innerHTML).not.toContain('rgb(255, 0, 0)');
  fireEvent.change(screen.getByRole('textbox', { name: 'First colour' }), { target: { value: '#ff0000' } });
  expect(screen.getByTestId('store-preview').innerHTML).toContain('rgb(255, 0, 0)');
  expect(onSave).not.toHaveBeenCalled();
});

it('the navbar logo: its URL with the shared Upload (aspect ratio 4); Remove image empties the URL', async () => {
  const stored = defaultLayoutConfig('embed', 2);
  const navbar = stored.navbar as Record<string, unknown>;
  navbar.logo = 'https://img.example/logo.png';
  renderArea(
    <LayoutEditor
      target="embed"
      version={2}
      stored={stored}
      resetKey="a"
      onVersionChange={async () => undefined}
      onSaveSection={jest.fn()}
    />,
    { path: '/x?layout=navbar' },
  );
  const url = await screen.findByLabelText('Logo URL');
  expect(url).toHaveValue('https://img.example/logo.png');
  expect(screen.getByTestId('image-upload-preview')).toHaveAttribute('src', 'https://img.example/logo.png');
  expect(screen.getByText(/A wide logo: aspect ratio 4/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Replace image' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
  expect(screen.getByLabelText('Logo URL')).toHaveValue('');
  expect(screen.queryByTestId('image-upload-preview')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Navbar/ })).toHaveTextContent('unsaved');
});

function renderEditor(
  target: 'embed' | 'kiosk',
  version: 1 | 2,
  path: string,
  onSaveSection: (section: string, values: unknown) => Promise<Record<string, unknown>> = jest.fn(),
  stored: Record<string, unknown> = defaultLayoutConfig(target, version),
) {
  return renderArea(
    <LayoutEditor
      target={target}
      version={version}
      stored={stored}
      resetKey="a"
      onVersionChange={async () => undefined}
      onSaveSection={onSaveSection}
    />,
    { path },
  );
}

function sectionButtons() {
  const nav = screen.getByRole('navigation', { name: 'Layout sections' });
  return within(nav)
    .getAllByRole('button')
    .map((b) => b.textContent);
}

describe('sections (spec 001 §2)', () => {
  it.each([
    ['embed', 1, ['General', 'Navbar', 'Inputs', 'Buttons', 'Link', 'Info block', 'Fonts']],
    ['kiosk', 1, ['General', 'Landing page', 'Navbar', 'Inputs', 'Buttons', 'Link', 'Info block', 'Fonts']],
    [
      'embed',
      2,
      [
        'Theme',
        'Navbar',
        'Action bar',
        'Menu page',
        'Product page',
        'Cart page',
        'Checkout page',
        'Confirmation modals',
        'Footer',
        'General',
      ],
    ],
    [
      'kiosk',
      2,
      [
        'Theme',
        'Navbar',
        'Action bar',
        'Landing page',
        'Menu page',
        'Product page',
        'Cart page',
        'Checkout page',
        'Confirmation modals',
        'General',
      ],
    ],
  ] as const)('%s version %d: %j, each with its own Save', async (target, version, names) => {
    renderEditor(target, version, '/x');
    await screen.findByTestId('store-preview');
    expect(sectionButtons()).toEqual(names);
    // every section has its own Save; walking all of them once (v1 kiosk, the smallest forms) keeps the test quick
    for (const name of target === 'kiosk' && version === 1 ? names : names.slice(0, 1)) {
      fireEvent.click(within(screen.getByRole('navigation', { name: 'Layout sections' })).getByRole('button', { name }));
      expect(screen.getByRole('button', { name: `Save ${name}` })).toBeInTheDocument();
    }
  });

  it('v1 lists: display styles, input borders, filling styles, font weights 100…900 step 100', async () => {
    renderEditor('embed', 1, '/x?layout=buttons');
    await screen.findByTestId('store-preview');
    const options = (label: string) => [...(screen.getAllByLabelText(label)[0] as HTMLSelectElement).options].map((o) => o.value);
    expect(options('Display style')).toEqual(['rounded', 'full-rounded', 'square']);
    expect(options('Filling style')).toEqual(['normal', 'outline']);
    expect(options('Font weight')).toEqual(['100', '200', '300', '400', '500', '600', '700', '800', '900']);
    fireEvent.click(screen.getByRole('button', { name: 'Inputs' }));
    expect(options('Border style')).toEqual(['normal', 'bottom', 'none']);
  });

  it('v2 lists: theme keys first…tenth, sizes xs…9xl, shapes, borders, positions, products per row', async () => {
    renderEditor('embed', 2, '/x?layout=checkout');
    await screen.findByTestId('store-preview');
    const options = (label: string) => [...(screen.getAllByLabelText(label)[0] as HTMLSelectElement).options].map((o) => o.value);
    expect(options('Text color')).toEqual([
      'first',
      'second',
      'third',
      'fourth',
      'fifth',
      'sixth',
      'seventh',
      'eighth',
      'ninth',
      'tenth',
    ]);
    expect(options('Font')).toHaveLength(10);
    expect(options('Text size')).toEqual([
      'xs',
      'sm',
      'base',
      'lg',
      'xl',
      '2xl',
      '3xl',
      '4xl',
      '5xl',
      '6xl',
      '7xl',
      '8xl',
      '9xl',
    ]);
    expect(options('Shape')).toEqual(['square', 'rounded', 'full-rounded']);
    expect(options('Border style')).toEqual(['bottom-only', 'full-bordered']);
    for (const label of [
      'Promo code placeholder',
      'Delivery address placeholder',
      'User name placeholder',
      'User email placeholder',
      'User phone placeholder',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Navbar' }));
    for (const label of ['Logo position', 'Menu position', 'Login position'])
      expect(options(label)).toEqual(['left', 'center', 'right']);
    fireEvent.click(screen.getByRole('button', { name: 'Menu page' }));
    expect(options('Category menu position')).toEqual(['top', 'left', 'right']);
    expect(options('Products per row')).toEqual(['2', '3', '4']);
  });

  it('footer: only Enabled until it is ticked; then colour, padding 0–100 step 1, relative / fixed, content', async () => {
    renderEditor('embed', 2, '/x?layout=footer');
    await screen.findByTestId('store-preview');
    expect(screen.queryByLabelText('Padding')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Enabled'));
    const padding = screen.getByLabelText('Padding');
    expect(padding).toHaveAttribute('min', '0');
    expect(padding).toHaveAttribute('max', '100');
    expect(padding).toHaveAttribute('step', '1');
    expect([...(screen.getByLabelText('Location type') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'relative',
      'fixed',
    ]);
    expect(screen.getByLabelText('Background color')).toBeInTheDocument();
    expect(screen.getByLabelText('Content')).toBeInTheDocument();
  });
});

describe('theme', () => {
  it('the font import text area links to a font catalogue', async () => {
    renderEditor('embed', 2, '/x?layout=theme');
    expect(await screen.findByLabelText('Custom font imports')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Google Fonts' })).toHaveAttribute('href', 'https://fonts.google.com');
    expect(screen.getByLabelText('Page background colour')).toBeInTheDocument();
  });

  it('every field of the theme has a name of its own (colours and fonts are both keyed first…tenth)', async () => {
    renderEditor('embed', 2, '/x?layout=theme');
    await screen.findByTestId('store-preview');
    const theme = screen.getByRole('region', { name: 'Theme' });
    const controls = [...theme.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), select, textarea')];
    // the label text (unseen parts included) or the aria-label: what a screen reader announces for these controls
    const names = controls.map(
      (control) => control.getAttribute('aria-label') ?? [...(control.labels ?? [])].map((l) => l.textContent).join(' '),
    );
    expect(names).toHaveLength(2 * 10 + 10 + 2 + 1); // colour inputs, their pickers, fonts, background + picker, imports
    expect(new Set(names).size).toBe(names.length);
    // the browser's name is the same, and exactly one text field answers to it; the visible label stays "First"
    for (const [index, control] of controls.entries()) {
      if (control.type === 'color') continue;
      expect(within(theme).getByRole('textbox', { name: names[index] })).toBe(control);
    }
    expect(within(theme).getByRole('textbox', { name: 'First colour' })).toBeInTheDocument();
    expect(within(theme).getByRole('textbox', { name: 'First font' })).toBeInTheDocument();
    expect(within(theme).getAllByText('First', { exact: true })).toHaveLength(2);
  });

  it('Start from a theme fills the ten colours and the page background; Save Theme keeps them, fonts untouched', async () => {
    const stored = defaultLayoutConfig('embed', 2);
    const onSave = jest.fn(async (section: string, values: unknown) => ({ ...stored, [section]: values }));
    renderEditor('embed', 2, '/x?layout=theme', onSave, stored);
    await screen.findByTestId('store-preview');
    const harbour = STARTER_THEMES.find((starter) => starter.id === 'harbour');
    if (!harbour) throw new Error('no Harbour starter');
    fireEvent.click(screen.getByRole('button', { name: 'Start from Harbour' }));
    expect(screen.getByRole('textbox', { name: 'First colour' })).toHaveValue(harbour.colors.first);
    expect(screen.getByRole('textbox', { name: 'Tenth colour' })).toHaveValue(harbour.colors.tenth);
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save Theme' }));
    const storedTheme = stored.theme as { fonts: unknown; importFonts: string };
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith('theme', {
        colors: harbour.colors,
        fonts: storedTheme.fonts,
        importFonts: storedTheme.importFonts,
        pageBackgroundColor: harbour.pageBackgroundColor,
      }),
    );
  });

  it("'Reset to default' asks first; Cancel keeps the theme, confirming saves the defaults", async () => {
    const stored = defaultLayoutConfig('embed', 2);
    const theme = stored.theme as { colors: Record<string, string> };
    theme.colors.first = '#123456';
    const onSave = jest.fn(async (section: string, values: unknown) => ({ ...stored, [section]: values }));
    renderEditor('embed', 2, '/x?layout=theme', onSave, stored);
    await screen.findByTestId('store-preview');
    fireEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Reset the theme to default?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'First colour' })).toHaveValue('#123456');
    fireEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('theme', defaultLayoutConfig('embed', 2).theme));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First colour' })).toHaveValue('#000000'));
  });
});

it('a text colour that fails WCAG AA on its background shows a contrast warning while editing', async () => {
  const stored = defaultLayoutConfig('embed', 2);
  (stored.theme as { colors: Record<string, string> }).colors.second = '#ffffff';
  renderEditor('embed', 2, '/x?layout=menu', jest.fn(), stored);
  await screen.findByTestId('store-preview');
  expect(screen.queryByTestId('contrast-warning')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Theme' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Third colour' }), { target: { value: '#777777' } });
  fireEvent.click(screen.getByRole('button', { name: 'Menu page' }));
  const productName = screen.getByRole('group', { name: 'Product name' });
  fireEvent.change(within(productName).getByLabelText('Text color'), { target: { value: 'third' } });
  expect(within(productName).getByTestId('contrast-warning')).toHaveTextContent(
    'Text colour #777777 on #ffffff is below the WCAG AA contrast of 4.5:1',
  );
});

it('a section save shows what the server stored ("saves refresh from stored values")', async () => {
  const stored = defaultLayoutConfig('embed', 2);
  const onSave = jest.fn(async (_section: string, values: unknown) => ({
    ...stored,
    // the server keeps its own reading of the value (here: the padding clamped to what it stored)
    footer: { ...(values as Record<string, unknown>), padding: 40 },
  }));
  renderEditor('embed', 2, '/x?layout=footer', onSave, stored);
  await screen.findByTestId('store-preview');
  await userEvent.click(screen.getByText('Enabled'));
  fireEvent.change(screen.getByLabelText('Padding'), { target: { value: '30' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Footer' }));
  await waitFor(() => expect(screen.getByLabelText('Padding')).toHaveValue(40));
});

describe('live preview', () => {
  it('switches between menu, product, cart, checkout and confirmation pages (landing on a kiosk)', async () => {
    renderEditor('embed', 2, '/x');
    await screen.findByTestId('store-preview');
    const pages = screen.getByLabelText('Preview page') as HTMLSelectElement;
    expect([...pages.options].map((o) => o.value)).toEqual(['menu', 'product', 'cart', 'checkout', 'confirmation']);
    const shown: Record<string, string> = {
      product: 'Notes',
      cart: 'Your order',
      checkout: 'Pay now',
      confirmation: 'to your order?',
    };
    for (const [page, text] of Object.entries(shown)) {
      fireEvent.change(pages, { target: { value: page } });
      expect(screen.getByTestId('store-preview')).toHaveTextContent(text);
    }
  });

  it('the kiosk preview opens on its landing page at kiosk size', async () => {
    renderEditor('kiosk', 2, '/x');
    await screen.findByTestId('store-preview');
    expect(screen.getByLabelText('Preview page')).toHaveValue('landing');
    expect(screen.getByLabelText('Preview device')).toHaveValue('kiosk');
    expect(screen.getByTestId('store-preview')).toHaveTextContent('Start order');
  });

  it.each([
    ['desktop', '1024px'],
    ['tablet', '768px'],
    ['mobile', '375px'],
    ['kiosk', '540px'],
  ])('at %s size the page is drawn %s wide', async (device, width) => {
    renderEditor('embed', 2, '/x');
    await screen.findByTestId('store-preview');
    fireEvent.change(screen.getByLabelText('Preview device'), { target: { value: device } });
    expect(screen.getByTestId('store-preview')).toHaveStyle({ width });
  });

  it('the checkout page shows the five placeholder texts as they are edited', async () => {
    renderEditor('embed', 2, '/x?layout=checkout');
    await screen.findByTestId('store-preview');
    fireEvent.change(screen.getByLabelText('Preview page'), { target: { value: 'checkout' } });
    const edits: Record<string, string> = {
      'Promo code placeholder': 'Got a code?',
      'Delivery address placeholder': 'Where to?',
      'User name placeholder': 'Who are you?',
      'User email placeholder': 'Your inbox',
      'User phone placeholder': 'Your mobile',
    };
    for (const [label, text] of Object.entries(edits)) {
      fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
      expect(screen.getByTestId('store-preview')).toHaveTextContent(text);
    }
  });
});

describe('the preview follows the positions being edited', () => {
  it('navbar: logo, menu and login each at its position', async () => {
    renderEditor('embed', 2, '/x?layout=navbar');
    await screen.findByTestId('store-preview');
    const slot = (position: string) => screen.getByTestId(`preview-navbar-${position}`);
    expect(slot('left')).toHaveTextContent('Logo');
    expect(slot('center')).toHaveTextContent('Menu');
    expect(slot('right')).toHaveTextContent('Login');
    fireEvent.change(screen.getByLabelText('Logo position'), { target: { value: 'center' } });
    fireEvent.change(screen.getByLabelText('Login position'), { target: { value: 'left' } });
    expect(slot('center')).toHaveTextContent('LogoMenu');
    expect(slot('left')).toHaveTextContent('Login');
    expect(slot('right').textContent).toBe('');
  });

  it('menu page: the category menu at the top, on the left or on the right', async () => {
    renderEditor('embed', 2, '/x?layout=menu');
    await screen.findByTestId('store-preview');
    expect(screen.getByTestId('preview-category-menu')).toHaveAttribute('data-position', 'top');
    for (const position of ['left', 'right']) {
      fireEvent.change(screen.getByLabelText('Category menu position'), { target: { value: position } });
      expect(screen.getByTestId('preview-category-menu')).toHaveAttribute('data-position', position);
    }
    expect(screen.getByTestId('preview-category-menu').parentElement).toHaveStyle({ flexDirection: 'row-reverse' });
  });

  it('footer: relative or fixed', async () => {
    renderEditor('embed', 2, '/x?layout=footer');
    await screen.findByTestId('store-preview');
    await userEvent.click(screen.getByText('Enabled'));
    expect(screen.getByTestId('preview-footer')).toHaveAttribute('data-type', 'relative');
    fireEvent.change(screen.getByLabelText('Location type'), { target: { value: 'fixed' } });
    expect(screen.getByTestId('preview-footer')).toHaveAttribute('data-type', 'fixed');
  });
});
