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
const samples: Record<keyof typeof chakra, () => ReactElement> = {
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
  Flex: () => <chakra.Flex />,
  Grid: () => <chakra.Grid />,
  Heading: () => <chakra.Heading>Heading</chakra.Heading>,
  HStack: () => <chakra.HStack />,
  IconButton: () => <chakra.IconButton aria-label="Icon" />,
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
  Portal: () => (
    <chakra.Portal>
      <span />
    </chakra.Portal>
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
  Text: () => <chakra.Text>Text</chakra.Text>,
  VisuallyHidden: () => <chakra.VisuallyHidden>Hidden</chakra.VisuallyHidden>,
  VStack: () => <chakra.VStack />,
};

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

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
});
