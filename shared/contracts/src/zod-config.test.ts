import { configureZodForBrowsers } from './zod-config';

describe('configureZodForBrowsers', () => {
  it('set before zod loads, zod parses without ever calling Function (no eval under the CSP)', () => {
    configureZodForBrowsers();
    const spy = jest.spyOn(globalThis, 'Function');
    jest.isolateModules(() => {
      const { z } = require('zod') as typeof import('zod');
      const schema = z.object({ name: z.string(), cents: z.number().int() });
      expect(schema.parse({ name: 'Flat white', cents: 550 })).toEqual({ name: 'Flat white', cents: 550 });
      expect(schema.safeParse({ name: 1 }).success).toBe(false);
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('keeps what is already configured', () => {
    (globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig = { customError: 'x' };
    configureZodForBrowsers();
    expect((globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig).toEqual({
      customError: 'x',
      jitless: true,
    });
  });
});
