import vm from 'node:vm';

const { entryWrapper, buildCore, RUNTIME_CORE_GLOBAL } = require('./remote-on-host-runtime.cjs') as {
  entryWrapper: (coreFile: string, containerName: string | null) => { before: string; after: string };
  buildCore: (webpack: unknown) => Promise<string>;
  RUNTIME_CORE_GLOBAL: string;
};

/**
 * One federation runtime per page without breaking older hosts: a remote's entry file, wrapped
 * by RemoteOnHostRuntimePlugin, runs at once on the host's runtime core when the host published one, and otherwise
 * fetches the core copy built beside it, then runs itself again. Here the wrapper runs in a small fake page (a vm
 * context whose document loads <script> elements from a table of files, as a browser would: in order, a throwing
 * script still fires `load`), around a stand-in for webpack's output that reads the core from the global exactly as
 * the webpack external does.
 */
const KEY = RUNTIME_CORE_GLOBAL;
const ORIGIN = 'http://remote.test/reports/';
const CORE_FILE = 'chunks/federation-runtime-core.abc.js';
const CORE_URL = `${ORIGIN}${CORE_FILE}`;
const ENTRY_URL = `${ORIGIN}remoteEntry.js`;
const MAIN_URL = `${ORIGIN}main.js`;

/** What webpack's remoteEntry.js amounts to for the wrapper: a container `var` whose code reads the core global. */
const containerBody = (name: string) => `var ${name} = (function () {
  var core = globalThis[${JSON.stringify(KEY)}];
  if (!core) throw new Error('the external @module-federation/runtime-core is missing');
  return {
    init: function (scope) { return 'init ' + scope + ' on the ' + core.tag + ' core'; },
    get: function (module) { return Promise.resolve('factory of ' + module + ' on the ' + core.tag + ' core'); },
  };
})();`;
const wrapped = (body: string, containerName: string | null) => {
  const { before, after } = entryWrapper(CORE_FILE, containerName);
  return `${before}${body}${after}`;
};
const fallbackCore = `globalThis[${JSON.stringify(KEY)}] = globalThis[${JSON.stringify(KEY)}] || { tag: 'fallback' };`;

function fakePage(files: Record<string, string>) {
  const fetched: string[] = [];
  const errors: string[] = [];
  const document = {
    currentScript: null as null | { src: string },
    head: {
      appendChild(script: { src: string; onload: () => void; onerror: () => void }) {
        fetched.push(script.src);
        setTimeout(() => {
          const source = files[script.src];
          if (source === undefined) return script.onerror();
          run(script.src, source);
          script.onload();
        }, 0);
      },
    },
    createElement: () => ({}),
  };
  const context = vm.createContext({ document, URL, setTimeout, Promise, Error });
  function run(src: string, source: string) {
    document.currentScript = { src };
    try {
      vm.runInContext(source, context, { filename: src });
    } catch (error) {
      errors.push((error as Error).message);
    } finally {
      document.currentScript = null;
    }
  }
  return {
    global: context as Record<string, unknown>,
    fetched,
    errors,
    /** The host's <script> for a remote entry (or a page's main.js). */
    runScript: (src: string) => run(src, files[src] ?? ''),
  };
}

type Container = { init: (...a: unknown[]) => Promise<string> | string; get: (m: string) => Promise<string> };

describe('a remote entry wrapped to run on the host’s federation runtime (remote-on-host-runtime.cjs)', () => {
  it('in a host that published the runtime core, runs at once on that core and fetches nothing', async () => {
    const page = fakePage({ [ENTRY_URL]: wrapped(containerBody('reports'), 'reports'), [CORE_URL]: fallbackCore });
    page.global[KEY] = { tag: 'host' };
    page.runScript(ENTRY_URL);
    const container = page.global.reports as Container;
    expect(await container.init('default')).toBe('init default on the host core');
    expect(await container.get('./lifecycles')).toBe('factory of ./lifecycles on the host core');
    expect(page.fetched).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it('in an older host (no runtime core), fetches the core beside it, runs itself again, and the host’s calls reach the real container', async () => {
    const page = fakePage({ [ENTRY_URL]: wrapped(containerBody('reports'), 'reports'), [CORE_URL]: fallbackCore });
    page.runScript(ENTRY_URL);
    // The host's runtime reads the container as soon as the script has run: a stand-in is there already.
    const standIn = page.global.reports as Container;
    expect(typeof standIn.init).toBe('function');
    expect(typeof standIn.get).toBe('function');
    expect(await standIn.init('default')).toBe('init default on the fallback core');
    expect(await standIn.get('./lifecycles')).toBe('factory of ./lifecycles on the fallback core');
    // the core by a URL relative to the entry's own address, then the entry again
    expect(page.fetched).toEqual([CORE_URL, ENTRY_URL]);
    expect(page.global.reports).not.toBe(standIn);
    expect(page.errors).toEqual([]);
  });

  it('two remotes in an older host fetch the core once', async () => {
    const ordersUrl = `${ORIGIN}../orders/remoteEntry.js`;
    const ordersEntry = new URL(ordersUrl).href;
    const ordersCore = new URL(CORE_FILE, ordersEntry).href;
    const page = fakePage({
      [ENTRY_URL]: wrapped(containerBody('reports'), 'reports'),
      [ordersEntry]: wrapped(containerBody('orders'), 'orders'),
      [CORE_URL]: fallbackCore,
      [ordersCore]: fallbackCore,
    });
    page.runScript(ENTRY_URL);
    page.runScript(ordersEntry);
    const [reports, orders] = [page.global.reports as Container, page.global.orders as Container];
    expect(await reports.init('default')).toBe('init default on the fallback core');
    expect(await orders.init('default')).toBe('init default on the fallback core');
    expect(page.fetched.filter((url) => url.includes('federation-runtime-core'))).toEqual([CORE_URL]);
  });

  it('a standalone page’s main.js (no container) runs once the core is there', async () => {
    const page = fakePage({
      [MAIN_URL]: wrapped(`globalThis.mounted = 'on the ' + globalThis[${JSON.stringify(KEY)}].tag + ' core';`, null),
      [CORE_URL]: fallbackCore,
    });
    page.runScript(MAIN_URL);
    expect(page.global.mounted).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.global.mounted).toBe('on the fallback core');
    expect(page.fetched).toEqual([CORE_URL, MAIN_URL]);
  });

  it('says so when the core cannot be fetched, or does not provide the runtime (no endless reloading)', async () => {
    const missing = fakePage({ [ENTRY_URL]: wrapped(containerBody('reports'), 'reports') });
    missing.runScript(ENTRY_URL);
    await expect((missing.global.reports as Container).init('default')).rejects.toThrow(`could not load ${CORE_URL}`);

    const empty = fakePage({ [ENTRY_URL]: wrapped(containerBody('reports'), 'reports'), [CORE_URL]: '/* nothing */' });
    empty.runScript(ENTRY_URL);
    await expect((empty.global.reports as Container).get('./lifecycles')).rejects.toThrow('did not provide its container');
    expect(empty.errors).toEqual([`federation runtime: ${CORE_FILE} did not provide ${KEY}`]);
    expect(empty.fetched).toEqual([CORE_URL, ENTRY_URL]);
  });

  it('the fallback core file is the real runtime core and publishes it under the versioned global', async () => {
    const source = await buildCore(require('webpack'));
    const context = vm.createContext({});
    vm.runInContext(source, context);
    const core = (context as Record<string, Record<string, unknown>>)[KEY];
    expect(typeof core?.ModuleFederation).toBe('function');
    expect(KEY).toMatch(/^__backofficeFederationRuntimeCore_\d+_\d+_\d+/);
  }, 120_000);
});
