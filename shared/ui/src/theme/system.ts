import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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

const config = defineConfig({
  globalCss: {
    // Every colour-palette-aware component (buttons, focus rings, selection) uses the brand unless told otherwise.
    html: { colorPalette: 'brand' },
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
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
      },
    },
    keyframes: {
      // The progress bar's moving stripe: it cannot know how long a call takes, so it is indeterminate.
      'progress-slide': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(400%)' } },
    },
  },
});

export const system = createSystem(defaultConfig, config);
