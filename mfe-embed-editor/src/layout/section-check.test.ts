import { refusedField } from '@backoffice/api-client';
import { defaultLayoutConfig } from '@backoffice/contracts';
import { group } from './resolve';
import { sectionErrors, sectionFieldLabels } from './section-check';

describe('sectionErrors: what the API would refuse, under its own field before sending', () => {
  const stored = defaultLayoutConfig('embed', 2);
  const theme = group(stored.theme);

  it('a valid section: nothing', () => {
    expect(sectionErrors('embed', 2, stored, 'theme', theme)).toEqual({});
  });

  it('a colour and a font that share a label ("First") are told apart by their path, in the API words', () => {
    const values = {
      ...theme,
      colors: { ...group(theme.colors), first: 'red' },
      fonts: { ...group(theme.fonts), first: 'Comic<Sans>' },
    };
    expect(sectionErrors('embed', 2, stored, 'theme', values)).toEqual({
      'theme.colors.first': 'First must be a colour like #1a2b3c',
      'theme.fonts.first': "First must be a font family name (letters, digits, spaces, - and ')",
    });
  });

  it('a font import off the allow-list: under the font-import text area, as the API words it', () => {
    const values = { ...theme, importFonts: '<script src="https://evil.example/x.js"></script>' };
    const errors = sectionErrors('embed', 2, stored, 'theme', values);
    expect(Object.keys(errors)).toEqual(['theme.importFonts']);
    expect(errors['theme.importFonts']).toMatch(/^Font import: /);
    // v1 keeps its imports in fonts.import
    const v1 = defaultLayoutConfig('embed', 1);
    const v1Errors = sectionErrors('embed', 1, v1, 'fonts', { ...group(v1.fonts), import: '<b>bold</b>' });
    expect(Object.keys(v1Errors)).toEqual(['fonts.import']);
  });

  it('a number out of range (footer padding) names the field', () => {
    const footer = { ...group(stored.footer), enabled: true, padding: 500 };
    expect(sectionErrors('embed', 2, stored, 'footer', footer)).toEqual({ 'footer.padding': 'Padding must be 0 to 100' });
  });
});

describe('sectionFieldLabels: a server refusal maps back to its field', () => {
  const stored = defaultLayoutConfig('embed', 2);
  it.each([
    ['Font import: Only @import or <link> lines are allowed: <b>', 'theme.importFonts'],
    ['Page background color must be a colour like #1a2b3c', 'theme.pageBackgroundColor'],
    ['The layout could not be saved', undefined],
  ])('%s → %s', (message, key) => {
    expect(refusedField(message, sectionFieldLabels(2, 'theme', stored.theme))).toBe(key);
  });
});
