import { createOptionRequest, createProductRequest, menuName } from './menu';

// Spec 001 §5 "Category, product, option create: name required". The create forms (mfe-menu CategoryPage) show the
// message of this rule and the API answers with it, so it is pinned here once.
describe('menuName (create product, create option set)', () => {
  test.each([
    ['empty', ''],
    ['spaces only', '   '],
    ['tabs and a newline', '\t\n '],
    ['missing', undefined],
  ])('%s → "Name is required"', (_label, input) => {
    const parsed = menuName.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Name is required']);
  });

  test('a wrong type is not called missing', () => {
    expect(menuName.safeParse(42).error?.issues[0]?.message).not.toBe('Name is required');
  });

  test('a name is kept trimmed', () => {
    expect(menuName.parse('  Large ')).toBe('Large');
  });

  test('the create requests apply it, as an object or as JSON text', () => {
    expect(createProductRequest.safeParse({ productInfo: { category: 'c1', name: ' ' } }).success).toBe(false);
    expect(createOptionRequest.safeParse({ optionInfo: JSON.stringify({ category: 'c1', name: '' }) }).success).toBe(false);
    expect(createProductRequest.parse({ productInfo: { category: 'c1', name: ' Mocha ' } }).productInfo.name).toBe('Mocha');
    expect(createOptionRequest.parse({ optionInfo: JSON.stringify({ category: 'c1', name: 'Size' }) }).optionInfo.name).toBe(
      'Size',
    );
  });
});
