import { refusedField } from './field-refusal';

describe('refusedField: the field a refusal names by its label', () => {
  const fields = { name: 'Name', nameOnCard: 'Name on card', importFonts: ['Custom font imports', 'Font import'] };

  it.each([
    ['Name must be at most 100 characters', 'name'],
    ['Name on card is required', 'nameOnCard'],
    // a refusal quoting what was typed names its field as a heading before a colon
    ['Font import: Only @import or <link> lines are allowed: <script>', 'importFonts'],
    ['Custom font imports must be text', 'importFonts'],
    ['Names are kept for a year', undefined],
    ['Font importer failed', undefined],
    ['This shop has reached its number of kiosks.', undefined],
  ])('%s → %s', (message, field) => {
    expect(refusedField(message, fields)).toBe(field);
  });
});
