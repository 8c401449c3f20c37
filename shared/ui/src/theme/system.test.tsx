// Tests only: the full default Chakra theme, to compare our trimmed system with it.
import { createSystem, defaultConfig, defaultSystem } from '@chakra-ui/react';
import * as chakraTheme from '@chakra-ui/react/theme';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import * as chakra from '../chakra';
import { BackofficeToaster } from '../toast/BackofficeToaster';
import { toaster } from '../toast/toaster';
import { BackofficeProvider } from './BackofficeProvider';
import chakraDefaults from './chakra-default-tokens.json';
import { brandConfig, system } from './system';

/** What the system was before it was trimmed: every recipe of Chakra's default theme. */
const fullSystem = createSystem(defaultConfig, brandConfig);

describe('the trimmed Chakra system (system.ts)', () => {
  it("carries Chakra's default tokens exactly (else: node shared/ui/scripts/chakra-default-tokens.mjs)", () => {
    expect(chakraDefaults.tokens).toEqual(chakraTheme.tokens);
    expect(chakraDefaults.semanticTokens).toEqual(chakraTheme.semanticTokens);
    expect([chakraTheme.cssVarsPrefix, chakraTheme.cssVarsRoot]).toEqual(['chakra', ':where(html, .chakra-theme)']);
  });

  it('produces the same CSS variables, global CSS and preflight as the full default system', () => {
    expect(system.getTokenCss()).toEqual(fullSystem.getTokenCss());
    expect(system.getGlobalCss()).toEqual(fullSystem.getGlobalCss());
    expect(system.getPreflightCss()).toEqual(fullSystem.getPreflightCss());
    expect(system.token('colors.brand.solid')).toBe(fullSystem.token('colors.brand.solid'));
  });

  it.each([
    ['fg.error', 'fg-error', 'red-700'],
    ['fg.warning', 'fg-warning', 'orange-700'],
    ['red.solid (white text on it)', 'red-solid', 'red-700'],
  ])('darkens %s: its text passes WCAG AA (4.5:1) on white', (_, variable, colour) => {
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain(`"--chakra-colors-${variable}":"var(--chakra-colors-${colour})"`);
    const hex = new RegExp(`"--chakra-colors-${colour}":"(#[0-9a-f]{6})"`, 'i').exec(css)?.[1] ?? '';
    const luminance = (value: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = Number.parseInt(value.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    expect(1.05 / (luminance(hex) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('styles a recipe exactly as the full system does', () => {
    const props = { variant: 'outline', size: 'sm' } as const;
    expect(system.getRecipeFn('button')(props)).toEqual(fullSystem.getRecipeFn('button')(props));
    expect(system.getSlotRecipeFn('dialog')({ size: 'md' })).toEqual(fullSystem.getSlotRecipeFn('dialog')({ size: 'md' }));
  });
});

/**
 * One rendering of every component chakra.ts re-exports. Typed as a record of all its exports, so a component
 * added there does not compile here until it has a sample — and then this test checks its recipe is shipped.
 */
// The root pieces chakra.ts also exports (provider, locale, toaster) are no components of a screen: every test
// here renders them through BackofficeProvider and BackofficeToaster.
type RootPiece = 'ChakraProvider' | 'LocaleProvider' | 'Toast' | 'Toaster' | 'createToaster';
const samples: Record<Exclude<keyof typeof chakra, RootPiece>, () => ReactElement> = {
  Accordion: () => (
    <chakra.Accordion.Root defaultValue={['a']}>
      <chakra.Accordion.Item value="a">
        <chakra.Accordion.ItemTrigger>
          A<chakra.Accordion.ItemIndicator />
        </chakra.Accordion.ItemTrigger>
        <chakra.Accordion.ItemContent>
          <chakra.Accordion.ItemBody>Body</chakra.Accordion.ItemBody>
        </chakra.Accordion.ItemContent>
      </chakra.Accordion.Item>
    </chakra.Accordion.Root>
  ),
  Alert: () => (
    <chakra.Alert.Root status="error">
      <chakra.Alert.Indicator />
      <chakra.Alert.Title>Title</chakra.Alert.Title>
    </chakra.Alert.Root>
  ),
  Badge: () => <chakra.Badge>New</chakra.Badge>,
  Box: () => <chakra.Box />,
  Button: () => <chakra.Button loading>Save</chakra.Button>,
  Card: () => (
    <chakra.Card.Root>
      <chakra.Card.Body>Body</chakra.Card.Body>
    </chakra.Card.Root>
  ),
  Center: () => <chakra.Center />,
  Checkbox: () => (
    <chakra.Checkbox.Root defaultChecked>
      <chakra.Checkbox.HiddenInput />
      <chakra.Checkbox.Control />
      <chakra.Checkbox.Label>Kiosk</chakra.Checkbox.Label>
    </chakra.Checkbox.Root>
  ),
  CheckboxGroup: () => (
    <chakra.CheckboxGroup defaultValue={['web']}>
      <span />
    </chakra.CheckboxGroup>
  ),
  CloseButton: () => <chakra.CloseButton />,
  Container: () => <chakra.Container />,
  Dialog: () => (
    <chakra.Dialog.Root open>
      <chakra.Dialog.Backdrop />
      <chakra.Dialog.Positioner>
        <chakra.Dialog.Content>
          <chakra.Dialog.Title>Dialog</chakra.Dialog.Title>
        </chakra.Dialog.Content>
      </chakra.Dialog.Positioner>
    </chakra.Dialog.Root>
  ),
  Drawer: () => (
    <chakra.Drawer.Root open>
      <chakra.Drawer.Positioner>
        <chakra.Drawer.Content>
          <chakra.Drawer.Title>Drawer</chakra.Drawer.Title>
        </chakra.Drawer.Content>
      </chakra.Drawer.Positioner>
    </chakra.Drawer.Root>
  ),
  EmptyState: () => (
    <chakra.EmptyState.Root>
      <chakra.EmptyState.Title>Nothing</chakra.EmptyState.Title>
    </chakra.EmptyState.Root>
  ),
  Field: () => (
    <chakra.Field.Root required>
      <chakra.Field.Label>
        Name <chakra.Field.RequiredIndicator />
      </chakra.Field.Label>
      <chakra.Field.ErrorIcon />
    </chakra.Field.Root>
  ),
  Fieldset: () => (
    <chakra.Fieldset.Root>
      <chakra.Fieldset.Legend>Legend</chakra.Fieldset.Legend>
      <chakra.Fieldset.Content />
    </chakra.Fieldset.Root>
  ),
  Flex: () => <chakra.Flex />,
  Grid: () => <chakra.Grid />,
  Heading: () => <chakra.Heading>Heading</chakra.Heading>,
  HStack: () => <chakra.HStack />,
  IconButton: () => <chakra.IconButton aria-label="Icon" />,
  Image: () => <chakra.Image alt="" src="data:," />,
  Input: () => <chakra.Input aria-label="Input" />,
  InputGroup: () => (
    <chakra.InputGroup startAddon="NZ$">
      <chakra.Input aria-label="Amount" />
    </chakra.InputGroup>
  ),
  Link: () => <chakra.Link href="#x">Link</chakra.Link>,
  List: () => (
    <chakra.List.Root>
      <chakra.List.Item>One</chakra.List.Item>
    </chakra.List.Root>
  ),
  Menu: () => (
    <chakra.Menu.Root open>
      <chakra.Menu.Trigger>Menu</chakra.Menu.Trigger>
      <chakra.Menu.Positioner>
        <chakra.Menu.Content>
          <chakra.Menu.Item value="a">A</chakra.Menu.Item>
        </chakra.Menu.Content>
      </chakra.Menu.Positioner>
    </chakra.Menu.Root>
  ),
  NativeSelect: () => (
    <chakra.NativeSelect.Root>
      <chakra.NativeSelect.Field aria-label="Pick">
        <option value="a">A</option>
      </chakra.NativeSelect.Field>
      <chakra.NativeSelect.Indicator />
    </chakra.NativeSelect.Root>
  ),
  NumberInput: () => (
    <chakra.NumberInput.Root defaultValue="1">
      <chakra.NumberInput.Control>
        <chakra.NumberInput.IncrementTrigger />
        <chakra.NumberInput.DecrementTrigger />
      </chakra.NumberInput.Control>
      <chakra.NumberInput.Input aria-label="Number" />
    </chakra.NumberInput.Root>
  ),
  Portal: () => (
    <chakra.Portal>
      <span />
    </chakra.Portal>
  ),
  Progress: () => (
    <chakra.Progress.Root value={40}>
      <chakra.Progress.Track>
        <chakra.Progress.Range />
      </chakra.Progress.Track>
    </chakra.Progress.Root>
  ),
  RadioGroup: () => (
    <chakra.RadioGroup.Root defaultValue="a">
      <chakra.RadioGroup.Item value="a">
        <chakra.RadioGroup.ItemHiddenInput />
        <chakra.RadioGroup.ItemIndicator />
        <chakra.RadioGroup.ItemText>A</chakra.RadioGroup.ItemText>
      </chakra.RadioGroup.Item>
    </chakra.RadioGroup.Root>
  ),
  Separator: () => <chakra.Separator />,
  SimpleGrid: () => <chakra.SimpleGrid />,
  Skeleton: () => <chakra.Skeleton />,
  SkeletonText: () => <chakra.SkeletonText />,
  Spinner: () => <chakra.Spinner />,
  Stack: () => <chakra.Stack />,
  Stat: () => (
    <chakra.Stat.Root>
      <chakra.Stat.Label>Orders</chakra.Stat.Label>
      <chakra.Stat.ValueText>3</chakra.Stat.ValueText>
    </chakra.Stat.Root>
  ),
  Switch: () => (
    <chakra.Switch.Root defaultChecked>
      <chakra.Switch.HiddenInput />
      <chakra.Switch.Control>
        <chakra.Switch.Thumb />
      </chakra.Switch.Control>
      <chakra.Switch.Label>On</chakra.Switch.Label>
    </chakra.Switch.Root>
  ),
  Table: () => (
    <chakra.Table.Root>
      <chakra.Table.Body>
        <chakra.Table.Row>
          <chakra.Table.Cell>1</chakra.Table.Cell>
        </chakra.Table.Row>
      </chakra.Table.Body>
    </chakra.Table.Root>
  ),
  Tabs: () => (
    <chakra.Tabs.Root defaultValue="a">
      <chakra.Tabs.List>
        <chakra.Tabs.Trigger value="a">A</chakra.Tabs.Trigger>
      </chakra.Tabs.List>
      <chakra.Tabs.Content value="a">A</chakra.Tabs.Content>
    </chakra.Tabs.Root>
  ),
  Tag: () => (
    <chakra.Tag.Root>
      <chakra.Tag.Label>Tag</chakra.Tag.Label>
    </chakra.Tag.Root>
  ),
  Text: () => <chakra.Text>Text</chakra.Text>,
  Textarea: () => <chakra.Textarea aria-label="Notes" />,
  VisuallyHidden: () => <chakra.VisuallyHidden>Hidden</chakra.VisuallyHidden>,
  VStack: () => <chakra.VStack />,
};

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

// Rendering every re-exported component takes a while on a shared 2-core machine.
it('ships the recipe of every component chakra.ts re-exports (and the toaster)', async () => {
  const asked = new Set<string>();
  const recipe = jest.spyOn(system, 'getRecipeFn');
  const slotRecipe = jest.spyOn(system, 'getSlotRecipeFn');
  recipe.mockImplementation((key, fallback) => {
    asked.add(key);
    return fullSystem.getRecipeFn(key, fallback);
  });
  slotRecipe.mockImplementation((key, fallback) => {
    asked.add(key);
    return fullSystem.getSlotRecipeFn(key, fallback);
  });
  try {
    render(
      <BackofficeProvider>
        {Object.entries(samples).map(([name, sample]) => (
          <div key={name}>{sample()}</div>
        ))}
        <BackofficeToaster />
      </BackofficeProvider>,
    );
    // zag measures toasts in animation frames: let one show, then let it go.
    await wait(50);
    act(() => {
      toaster.create({ type: 'success', title: 'Saved' });
    });
    await wait(100);
    act(() => toaster.remove());
    await wait(300);
  } finally {
    recipe.mockRestore();
    slotRecipe.mockRestore();
  }
  // Keys Chakra's full theme has a recipe for, that our components asked for: each must be in ours too.
  const needed = [...asked].filter((key) => defaultSystem.hasRecipe(key)).sort();
  expect(needed.filter((key) => !system.hasRecipe(key))).toEqual([]);
  // And nothing shipped that no component asks for (keeps the list honest when a component is removed).
  const shipped = Object.keys({ ...system._config.theme?.recipes, ...system._config.theme?.slotRecipes }).sort();
  expect(shipped.filter((key) => !needed.includes(key))).toEqual([]);
}, 30_000);
