import { contrastRatio, DEFAULT_COLOR, DEFAULT_FONT, type DesignVersion, WCAG_AA_CONTRAST } from '@backoffice/contracts';

export type Layout = Record<string, unknown>;
export type Group = Record<string, unknown>;

export function group(value: unknown): Group {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Group) : {};
}

/** Reads a nested group: `at(layout, 'menu', 'productName')`. */
export function at(layout: Layout, ...path: string[]): Group {
  return path.reduce<Group>((current, key) => group(current[key]), layout);
}

const TEXT_PX: Record<string, number> = {
  xs: 12,
  sm: 14,
  base: 16,
  lg: 18,
  xl: 20,
  '2xl': 24,
  '3xl': 30,
  '4xl': 36,
  '5xl': 48,
  '6xl': 60,
  '7xl': 72,
  '8xl': 96,
  '9xl': 128,
};

const RADIUS: Record<string, string> = { square: '0', rounded: '8px', 'full-rounded': '9999px' };

/** Turns stored style values into CSS: v2 values are theme keys, v1 values are colours and fonts themselves. */
export function resolver(version: DesignVersion, layout: Layout) {
  const theme = at(layout, 'theme');
  const colors = group(theme.colors);
  const fonts = group(theme.fonts);
  const color = (value: unknown): string => {
    if (typeof value !== 'string') return DEFAULT_COLOR;
    if (version === 2) return typeof colors[value] === 'string' ? (colors[value] as string) : DEFAULT_COLOR;
    return value;
  };
  const font = (value: unknown): string => {
    const name = version === 2 && typeof value === 'string' ? fonts[value] : value;
    return `${typeof name === 'string' ? name : DEFAULT_FONT}, system-ui, sans-serif`;
  };
  const size = (value: unknown): string =>
    typeof value === 'number' ? `${value}px` : `${TEXT_PX[typeof value === 'string' ? value : 'base'] ?? 16}px`;
  const radius = (value: unknown): string => RADIUS[typeof value === 'string' ? value : 'rounded'] ?? '8px';
  const pageBackground =
    version === 2
      ? typeof theme.pageBackgroundColor === 'string'
        ? theme.pageBackgroundColor
        : '#ffffff'
      : color(at(layout, 'general').backgroundColor);
  /** CSS of a text / button / container group, whatever fields it has. */
  const style = (g: Group) => ({
    ...(g.textColor !== undefined ? { color: color(g.textColor) } : {}),
    ...(g.backgroundColor !== undefined ? { background: color(g.backgroundColor) } : {}),
    ...(g.borderColor !== undefined ? { border: `1px solid ${color(g.borderColor)}` } : {}),
    ...(g.font !== undefined ? { fontFamily: font(g.font) } : {}),
    ...(g.textSize !== undefined ? { fontSize: size(g.textSize) } : {}),
    ...(g.fontWeight !== undefined ? { fontWeight: g.fontWeight as number } : {}),
    ...(g.shape !== undefined ? { borderRadius: radius(g.shape) } : {}),
    ...(g.displayStyle !== undefined ? { borderRadius: radius(g.displayStyle) } : {}),
  });
  return { color, font, size, radius, style, pageBackground };
}

export interface ContrastProblem {
  /** Path of the group, e.g. `menu.productName`. */
  path: string;
  section: string;
  foreground: string;
  background: string;
  ratio: number;
}

/**
 * Every text colour whose background fails WCAG AA: a group's own background when it has one, otherwise the page
 * background (v2) or the general background (v1).
 */
export function contrastProblems(version: DesignVersion, layout: Layout): ContrastProblem[] {
  const { color, pageBackground } = resolver(version, layout);
  const problems: ContrastProblem[] = [];
  const visit = (g: Group, path: string[]) => {
    if (g.textColor !== undefined && path.length > 0) {
      const foreground = color(g.textColor);
      const background = g.backgroundColor !== undefined ? color(g.backgroundColor) : pageBackground;
      const ratio = contrastRatio(foreground, background);
      if (ratio !== null && ratio < WCAG_AA_CONTRAST)
        problems.push({ path: path.join('.'), section: path[0] ?? '', foreground, background, ratio });
    }
    for (const [key, value] of Object.entries(g))
      if (key !== 'theme') {
        const child = group(value);
        if (Object.keys(child).length > 0 && value === g[key] && typeof value === 'object') visit(child, [...path, key]);
      }
  };
  visit(layout, []);
  return problems.filter((problem) => problem.section !== 'theme');
}
