import { centsToDollarText, dollarsToCents, MONEY_MESSAGES, parseMoneyInput } from './money';

describe('parseMoneyInput (dollars typed → integer cents, never through a float)', () => {
  it.each([
    ['12.35', 1235],
    ['NZ$12.35', 1235],
    ['$12.35', 1235],
    [' 1,234.50 ', 123450],
    ['12.3', 1230],
    ['12.', 1200],
    ['.5', 50],
    ['0.1', 10],
    ['0.2', 20],
    ['0.3', 30],
    ['1.15', 115],
    ['19.99', 1999],
    ['4.35', 435],
    ['0', 0],
    ['007.07', 707],
    ['10000000', 1_000_000_000],
  ])('%j is %i cents', (text, cents) => {
    expect(parseMoneyInput(text)).toEqual({ ok: true, cents });
  });

  it('adds 0.1 and 0.2 to exactly 0.3 (the float trap: 0.1 + 0.2 = 0.30000000000000004)', () => {
    const a = parseMoneyInput('0.1');
    const b = parseMoneyInput('0.2');
    if (!a.ok || !b.ok) throw new Error('parse failed');
    expect((a.cents ?? 0) + (b.cents ?? 0)).toBe(30);
    expect(parseMoneyInput(centsToDollarText(30))).toEqual({ ok: true, cents: 30 });
    expect(0.1 + 0.2).not.toBe(0.3); // why the parser reads text
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it('is an empty amount (null) for an empty field', () => {
    expect(parseMoneyInput('   ')).toEqual({ ok: true, cents: null });
  });

  it.each([
    ['-1', MONEY_MESSAGES.negative],
    ['-NZ$1.00', MONEY_MESSAGES.negative],
    ['NZ$-1.00', MONEY_MESSAGES.negative],
    ['$-0.01', MONEY_MESSAGES.negative],
    ['1.005', MONEY_MESSAGES.tooManyDecimals],
    ['abc', MONEY_MESSAGES.invalid],
    ['1e3', MONEY_MESSAGES.invalid],
    ['.', MONEY_MESSAGES.invalid],
    ['1.2.3', MONEY_MESSAGES.invalid],
    ['100000000', MONEY_MESSAGES.tooLarge],
  ])('refuses %j: %s', (text, message) => {
    expect(parseMoneyInput(text)).toEqual({ ok: false, message });
  });

  it('keeps to a 0.05 step when asked (pricing-table fee, spec 000 §9)', () => {
    expect(parseMoneyInput('10.05', { stepCents: 5 })).toEqual({ ok: true, cents: 1005 });
    expect(parseMoneyInput('10.10', { stepCents: 5 })).toEqual({ ok: true, cents: 1010 });
    expect(parseMoneyInput('10.03', { stepCents: 5 })).toEqual({ ok: false, message: MONEY_MESSAGES.step(5) });
    expect(MONEY_MESSAGES.step(5)).toBe('Enter the amount in steps of NZ$0.05');
  });
});

describe('centsToDollarText', () => {
  it.each([
    [1235, '12.35'],
    [1230, '12.30'],
    [5, '0.05'],
    [0, '0.00'],
    [123456789, '1234567.89'],
  ])('%i → %s', (cents, text) => expect(centsToDollarText(cents)).toBe(text));
});
