import { z } from 'zod';
import { configureZodForBrowsers } from './zod-config';

describe('configureZodForBrowsers', () => {
  it('turns off the eval JIT for every zod copy on the page (the setting lives on globalThis) and still parses', () => {
    configureZodForBrowsers();
    expect((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless).toBe(true);
    const spy = jest.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), cents: z.number().int() });
    expect(schema.parse({ name: 'Flat white', cents: 550 })).toEqual({ name: 'Flat white', cents: 550 });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(spy).not.toHaveBeenCalled();
  });
});
