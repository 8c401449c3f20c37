import { ApiSWRProvider } from '@backoffice/api-client';
// The shared main entry (one Chakra, one emotion cache), never a relative import: see ../remote.ts.
import { BackofficeProvider } from '@backoffice/ui';
import { BrowserRouter } from '@backoffice/ui/router';
import React, { type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaProblem } from './AreaProblem';

/**
 * What single-spa passes to a remote's lifecycles. The host adds `domElement`, an element it owns inside its
 * layout; single-spa adds `name` and its own helpers (kept as unknown: remotes must not depend on them).
 */
export interface RemoteProps {
  name: string;
  domElement: HTMLElement;
  [extra: string]: unknown;
}

export type RemoteLifecycle = (props: RemoteProps) => Promise<unknown>;

/** The one module a remote exposes (`./lifecycles`). */
export interface RemoteLifecycles {
  bootstrap: RemoteLifecycle;
  mount: RemoteLifecycle;
  unmount: RemoteLifecycle;
}

export interface RemoteLifecycleOptions {
  /** Shown in the "This area hit a problem" message, e.g. "Orders". */
  areaTitle?: string;
}

/**
 * single-spa lifecycles for a remote's root component, inside the providers every remote needs: Chakra with the
 * back-office system, SWR with apiFetch, and a BrowserRouter (the URL is the one page URL the host also routes
 * on; single-spa turns pushState into popstate, so both routers follow each other).
 */
export function createRemoteLifecycles(Root: ComponentType, opts: RemoteLifecycleOptions = {}): RemoteLifecycles {
  function RemoteRoot() {
    return (
      <BackofficeProvider>
        <ApiSWRProvider>
          <BrowserRouter>
            <Root />
          </BrowserRouter>
        </ApiSWRProvider>
      </BackofficeProvider>
    );
  }

  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: (error: Error) => {
      console.error(`[${opts.areaTitle ?? 'remote'}] crashed`, error);
      return <AreaProblem area={opts.areaTitle} />;
    },
    // single-spa-react mounts into props.domElement itself and only falls back to this getter (calling it with
    // no arguments) when the prop is missing — so reaching it means the host forgot to pass its element.
    domElementGetter: (props?: RemoteProps) => {
      if (props?.domElement) return props.domElement;
      throw new Error(`[${opts.areaTitle ?? 'remote'}] mount needs the host's element as the domElement prop`);
    },
  });

  // single-spa adds `singleSpa` and `mountParcel`; single-spa-react only hands them on through its context,
  // which we do not use, so standalone mode (no single-spa) may omit them.
  type SingleSpaProps = Parameters<typeof lifecycles.mount>[0];
  return {
    bootstrap: (props) => Promise.resolve(lifecycles.bootstrap(props as SingleSpaProps)),
    mount: (props) => Promise.resolve(lifecycles.mount(props as SingleSpaProps)),
    unmount: (props) => Promise.resolve(lifecycles.unmount(props as SingleSpaProps)),
  };
}
