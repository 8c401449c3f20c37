import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
// Only re-exports of Chakra's own modules (webpack follows them without pulling in `@chakra-ui/react/theme`'s
// index module, whose `defaultThemeConfig` holds every recipe): the recipes we ship and the theme's styles.
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
// Chakra's default tokens and semantic tokens as data (scripts/chakra-default-tokens.mjs; system.test.tsx keeps
// them equal to the installed Chakra's).
import chakraDefaults from './chakra-default-tokens.json';

/**
 * Brand: a deep harbour teal. Contrast checked against WCAG 2.2 AA (1.4.3 text 4.5:1, 1.4.11 UI 3:1):
 * white on brand.600 (solid buttons) 6.6:1; brand.700 text on white 8.7:1 and on brand.100 6.7:1;
 * the focus ring brand.500 on white 4.7:1. Light theme only: no colour-mode switch in the spec.
 * Chakra's own green.600 and orange.600 fills carry white text at only 3.3:1 and 3.6:1 (success and warning
 * toasts), so those two palettes fill one step darker: 6.8:1 and 7.9:1.
 */
const brand = {
  50: { value: '#e9f5f6' },
  100: { value: '#c9e7ea' },
  200: { value: '#9dd3d9' },
  300: { value: '#67b8c1' },
  400: { value: '#3599a5' },
  500: { value: '#177f8c' },
  600: { value: '#0e6773' },
  700: { value: '#0b535d' },
  800: { value: '#0a424a' },
  900: { value: '#08333a' },
  950: { value: '#052126' },
};

export const brandConfig = defineConfig({
  globalCss: {
    // Every colour-palette-aware component (buttons, focus rings, selection) uses the brand unless told otherwise.
    html: { colorPalette: 'brand' },
    // A closing dialog waits for its fade-out's animationend before it unmounts; on a busy machine that event can
    // come before the listener is attached (zag attaches it a frame later), and the invisible dialog and backdrop then
    // stayed over the page taking every click. Dialogs close without an exit animation (unmounted at once) and,
    // closing, never take the pointer.
    '[data-scope=dialog][data-state=closed]:is([data-part=backdrop], [data-part=content], [data-part=positioner])': {
      animation: 'none !important',
      pointerEvents: 'none',
    },
  },
  theme: {
    tokens: { colors: { brand } },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's default fg.error (red.500 on white) is under WCAG AA contrast; every remote's field errors use it.
        // Same for fg.warning (orange.600 on white is 3.6:1; axe flagged ConfirmDeleteDialog's warning line):
        // orange.700 is 8.0:1 on white.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
        green: { solid: { value: '{colors.green.700}' } },
        // Destructive buttons: white on red.600 is 4.8:1 but its hover (solid at 90 %) falls to 4.3:1 (axe, the
        // delete dialog's Delete under the pointer); red.700 keeps both well above 4.5:1.
        red: { solid: { value: '{colors.red.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
      },
    },
    keyframes: {
      // The progress bar's moving stripe: it cannot know how long a call takes, so it is indeterminate.
      'progress-slide': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(400%)' } },
    },
  },
});

/**
 * Chakra's default theme (`defaultConfig`) minus the recipes of components we do not ship. The system lives in
 * the shared @backoffice/ui chunk every page loads (the host's /login included), and `defaultConfig` carries the
 * recipe of every Chakra component: ~115 KiB minified, ~17 KiB gzip. This is the same config — base utilities and
 * conditions, preflight, CSS variables, global CSS, tokens, semantic tokens, text/layer/animation styles,
 * keyframes, breakpoints — with only the recipes and slot recipes that the components chakra.ts re-exports (and
 * the parts they render: Icon, Spinner inside Button, InputGroup's addon, Toast) look up by key.
 *
 * A component whose recipe is missing renders UNSTYLED, without a warning. Adding a component to chakra.ts →
 * add its recipe here; system.test.tsx renders every re-exported component and fails until you do.
 */
const chakraTheme = defineConfig({
  preflight: true,
  // Chakra's `cssVarsPrefix` and `cssVarsRoot` (defined in the same index module as the recipes; checked in the test).
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: chakraDefaults.tokens,
    semanticTokens: chakraDefaults.semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      numberInput: numberInputSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, brandConfig);
