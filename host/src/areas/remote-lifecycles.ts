/** What a remote's `./lifecycles` module gives us, normalised (single-spa allows one function or an array). */
export type RemoteProps = Record<string, unknown> & { name: string; domElement: HTMLElement };
export type RemoteLifecycleFn = (props: RemoteProps) => Promise<unknown> | unknown;

export interface RemoteLifecycles {
  bootstrap: RemoteLifecycleFn[];
  mount: RemoteLifecycleFn[];
  unmount: RemoteLifecycleFn[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function asFunctions(value: unknown, what: string, optional: boolean): RemoteLifecycleFn[] {
  if (value === undefined && optional) return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || !list.every((fn) => typeof fn === 'function')) {
    throw new TypeError(`the remote's lifecycles module has no usable ${what}`);
  }
  return list as RemoteLifecycleFn[];
}

/**
 * Accepts the module namespace (`export const { bootstrap, mount, unmount } = singleSpaReact(...)`) or a
 * default export of the same object. `init` is single-spa 7's name for bootstrap; taking it costs nothing.
 */
export function toRemoteLifecycles(module: unknown): RemoteLifecycles {
  if (!isRecord(module)) throw new TypeError('the remote gave no lifecycles module');
  const source = isRecord(module.default) && 'mount' in module.default ? module.default : module;
  return {
    bootstrap: asFunctions(source.bootstrap ?? source.init, 'bootstrap', true),
    mount: asFunctions(source.mount, 'mount', false),
    unmount: asFunctions(source.unmount, 'unmount', false),
  };
}

export async function runAll(fns: RemoteLifecycleFn[], props: RemoteProps): Promise<void> {
  for (const fn of fns) await fn(props);
}
