import type { ThemeKey } from '../entities/layout-config';

/** A ready-made set of the ten theme colours and the page background (design version 2). */
export interface StarterTheme {
  id: string;
  /** Shown as "Start from {name}". */
  name: string;
  description: string;
  colors: Record<ThemeKey, string>;
  pageBackgroundColor: string;
}

/**
 * The spec's data default for every theme colour is black (spec 001 §3), so a new store's preview is black boxes that
 * fail the pre-publish contrast check. These starters fill all ten colours so that the default layout passes WCAG AA
 * (text `first` on the page and on `second`, buttons `second` on `first`), and the rest are accents a merchant can
 * pick for other parts: third/fourth an accent and its light tint, fifth/sixth a warm pair, seventh/eighth a cool
 * pair, ninth a muted text, tenth a dark ink. Proven by a test against the editor's own contrast check.
 */
export const STARTER_THEMES: readonly StarterTheme[] = [
  {
    id: 'harbour',
    name: 'Harbour',
    description: 'Deep teal on white, calm and clear',
    colors: {
      first: '#16323a',
      second: '#ffffff',
      third: '#0e6773',
      fourth: '#e3f2f3',
      fifth: '#b3401f',
      sixth: '#fdeee8',
      seventh: '#1d4e89',
      eighth: '#e8eff8',
      ninth: '#4a5a60',
      tenth: '#0b1b20',
    },
    pageBackgroundColor: '#ffffff',
  },
  {
    id: 'kowhai',
    name: 'Kōwhai',
    description: 'Warm yellow accents on cream',
    colors: {
      first: '#2b2410',
      second: '#fffaf0',
      third: '#8a5a00',
      fourth: '#ffe9a8',
      fifth: '#a23b12',
      sixth: '#fde6d8',
      seventh: '#365314',
      eighth: '#ecf5dc',
      ninth: '#5c5340',
      tenth: '#1a1508',
    },
    pageBackgroundColor: '#fffaf0',
  },
  {
    id: 'espresso',
    name: 'Espresso',
    description: 'Cream on dark roast, for an evening feel',
    colors: {
      first: '#f6ede2',
      second: '#2a1d16',
      third: '#e7b77a',
      fourth: '#4a3428',
      fifth: '#f2a48c',
      sixth: '#5a2c20',
      seventh: '#a8d5c4',
      eighth: '#1f3a33',
      ninth: '#cbbfb2',
      tenth: '#ffffff',
    },
    pageBackgroundColor: '#1e1510',
  },
];
