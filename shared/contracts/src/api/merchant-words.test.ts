import { z } from 'zod';
import { guestCreate } from './intake';
import { PRICE_RANGE_MESSAGE, productUpdate } from './menu';
import { fieldLabel } from './merchant-words';
import { describeZodError } from './options';

const first = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : describeZodError(result.error);
};

describe('messages in the merchant’s words', () => {
  test('a price names its range in money, whatever is wrong with it', () => {
    expect(PRICE_RANGE_MESSAGE).toBe('Price must be between NZ$0.00 and NZ$9,999.99');
    for (const price of [20_000_000, 2_000_000, -1, 1.5, '12', null])
      expect(first(productUpdate, { price })).toBe(PRICE_RANGE_MESSAGE);
    expect(first(productUpdate, { price: 999_999 })).toBeNull();
  });

  test.each([
    [['price'], 'Price'],
    [['lineItems', 0, 'quantity'], 'Quantity'],
    [['productInfo'], 'Product'],
    [['minSelection'], 'Min selection'],
    [['SKU'], 'SKU'],
    [['EFTPOSProvider'], 'EFTPOS provider'],
    [['orderingPreferences', 'GSTNumber'], 'GST number'],
    [['delivery', 'priceTable', 2, 'fee'], 'Fee'],
  ])('label of %j is %s', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });

  test.each([
    [z.strictObject({ stock: z.number().int() }), { stock: 'many' }, 'Stock must be a number'],
    [z.strictObject({ stock: z.number().int() }), { stock: 1.5 }, 'Stock must be a whole number'],
    [z.strictObject({ stock: z.number().int() }), {}, 'Stock is required'],
    [z.strictObject({ note: z.string().max(3) }), { note: 'long' }, 'Note must be at most 3 characters'],
    [
      z.strictObject({ lines: z.array(z.strictObject({ qty: z.number().min(1) })) }),
      { lines: [{ qty: 0 }] },
      'Qty must be at least 1',
    ],
    [z.strictObject({ kind: z.enum(['a', 'b']) }), { kind: 'c' }, 'Kind must be one of: a, b'],
    [z.strictObject({ info: z.strictObject({ a: z.string() }) }), { info: { a: 'x', secret: 1 } }, 'Unknown field: secret'],
    [guestCreate, { name: 'Ana', email: 'nope' }, 'Email must be an e-mail address'],
  ])('%#: no path, no zod wording', (schema, value, expected) => {
    const message = first(schema, value);
    expect(message).toBe(expected);
    expect(message).not.toMatch(/[A-Za-z_]\w*\.\w+|cents|Invalid input/);
  });
});
