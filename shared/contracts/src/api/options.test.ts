import { describeZodError, optionsParam, populateOption, queryOptions, sortOption } from './options';

const listOptions = optionsParam(
  queryOptions({ sort: ['name.normal', 'createdAt'] as const, populate: ['owner', 'promoCode'] as const, maxLimit: 1000 }),
);
const parse = (options: unknown) => listOptions.safeParse(JSON.stringify(options));

describe('sort: the seed client (Mongo) forms and ours', () => {
  it.each([
    ['a key', 'name.normal', ['name.normal']],
    ['a descending key', '-createdAt', ['-createdAt']],
    ['several keys in one string', 'name.normal -createdAt', ['name.normal', '-createdAt']],
    ['an object with 1', { 'name.normal': 1 }, ['name.normal']],
    ['an object with -1', { createdAt: -1 }, ['-createdAt']],
    ['several keys in order', { createdAt: -1, 'name.normal': 1 }, ['-createdAt', 'name.normal']],
    ['asc / desc words', { 'name.normal': 'asc', createdAt: 'descending' }, ['name.normal', '-createdAt']],
  ])('%s', (_label, sort, expected) => {
    const result = parse({ sort });
    expect(result.success && result.data.sort).toEqual(expected);
  });

  it.each([
    ['a key off the whitelist', 'password'],
    ['an object key off the whitelist', { password: 1 }],
    ['a bad direction', { createdAt: 2 }],
    ['an empty object', {}],
    ['an empty string', ''],
    ['a number', 5],
    ['too many keys', 'createdAt name.normal createdAt name.normal createdAt name.normal'],
  ])('refuses %s with a message', (_label, sort) => {
    const result = parse({ sort });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeZodError(result.error)).toMatch(/sort/i);
  });
});

describe('populate: a string, a list, or { path } objects', () => {
  it.each([
    ['a string', 'owner', ['owner']],
    ['a space-separated string', 'owner promoCode', ['owner', 'promoCode']],
    ['a list', ['owner', 'promoCode'], ['owner', 'promoCode']],
    ['a { path } object', { path: 'owner' }, ['owner']],
    ['a list of { path } objects', [{ path: 'owner' }, { path: 'promoCode' }], ['owner', 'promoCode']],
    ['repeats once', ['owner', { path: 'owner' }], ['owner']],
  ])('%s', (_label, populate, expected) => {
    const result = parse({ populate });
    expect(result.success && result.data.populate).toEqual(expected);
  });

  it.each([
    ['a path off the whitelist', 'password'],
    ['an object with other fields', { path: 'owner', select: 'password' }],
    ['a number', 1],
  ])('refuses %s', (_label, populate) => {
    expect(parse({ populate }).success).toBe(false);
  });

  it('a route that populates nothing refuses every path', () => {
    expect(populateOption([]).safeParse('owner').success).toBe(false);
  });
});

it('sortOption alone keeps its whitelist', () => {
  expect(sortOption(['name'] as const).parse({ name: -1 })).toEqual(['-name']);
});
