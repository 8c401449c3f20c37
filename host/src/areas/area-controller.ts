import type { RemoteName } from '@backoffice/contracts';
import { trackLoading } from '@backoffice/event-bus';
import type { AppProps } from 'single-spa';
import type { RemoteLoader } from './federation-loader';
import { type RemoteLifecycles, type RemoteProps, runAll, toRemoteLifecycles } from './remote-lifecycles';

export type AreaPhase = 'idle' | 'loading' | 'mounted' | 'failed';

/** single-spa lifecycles with one function each (assignable to single-spa's LifeCycles). */
export interface ProxyLifecycles {
  bootstrap(props: AppProps): Promise<void>;
  mount(props: AppProps): Promise<void>;
  unmount(props: AppProps): Promise<void>;
}

/**
 * One area (= one remote) as single-spa sees it: HOST-SIDE PROXY lifecycles that never reject, so single-spa
 * never marks an app SKIP_BECAUSE_BROKEN and a remote that is down today can come back after Retry.
 *
 * - mount() returns at once and brings the remote up in the background. single-spa runs one reroute at a time,
 *   so awaiting a hanging remoteEntry.js here would freeze navigation to every other area.
 * - The remote's own bootstrap/mount/unmount calls are queued one after another, so an unmount that arrives
 *   while the remote is still mounting waits for it and then really unmounts it.
 * - Every mount/unmount/retry bumps `generation`; a slow load that finishes for an older generation is ignored.
 */
export class AreaController {
  readonly element: HTMLElement;
  /** Where the host renders its own loading note / failure panel (a React portal). */
  readonly statusElement: HTMLElement;
  private remoteElement: HTMLElement;

  private phase: AreaPhase = 'idle';
  private active = false;
  private generation = 0;
  private props: AppProps | null = null;

  private lifecycles: RemoteLifecycles | null = null;
  private loading: Promise<RemoteLifecycles> | null = null;
  private lastLoadFailed = false;
  private bootstrapped = false;
  private remoteMounted = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly name: RemoteName,
    readonly label: string,
    private readonly loader: RemoteLoader,
    private readonly onChange: () => void,
  ) {
    // Host-owned elements created outside React: the host's re-renders and layout changes (desktop ↔ mobile,
    // nav shown ↔ hidden) can never destroy a remote's DOM. <AreaOutlet> only attaches them.
    this.element = document.createElement('section');
    this.element.id = `area-${name}`;
    this.element.dataset.area = name;
    // The browser journeys (e2e/) find an area by this.
    this.element.dataset.testid = `area-${name}`;
    this.element.setAttribute('aria-label', label);
    // Focus lands here after Retry, instead of on <body> when the button disappears.
    this.element.tabIndex = -1;
    this.element.hidden = true;
    this.statusElement = document.createElement('div');
    this.remoteElement = this.createRemoteElement();
    this.element.append(this.statusElement, this.remoteElement);
  }

  get currentPhase(): AreaPhase {
    return this.phase;
  }

  /** What registerApplication gets. None of these ever rejects. */
  readonly singleSpaLifecycles: ProxyLifecycles = {
    // Nothing to do before the first visit: the remote itself is only fetched on mount.
    bootstrap: async () => undefined,
    mount: async (props) => {
      this.active = true;
      this.props = props;
      this.bringUp();
    },
    unmount: async () => {
      this.active = false;
      this.generation++;
      this.setPhase('idle');
      await this.serially(() => this.unmountRemote());
    },
  };

  /** The Retry button: load (really re-fetch) and mount again. */
  retry(): void {
    if (!this.active || this.phase !== 'failed') return;
    this.bringUp();
    this.element.focus();
  }

  private bringUp(): void {
    const gen = ++this.generation;
    this.setPhase('loading');
    void this.loadAndMount(gen);
  }

  private async loadAndMount(gen: number): Promise<void> {
    let lifecycles: RemoteLifecycles;
    try {
      lifecycles = await this.load();
    } catch (error) {
      if (gen === this.generation) this.fail('could not be loaded', error);
      return;
    }
    await this.serially(async () => {
      if (gen !== this.generation || !this.active) return;
      try {
        if (!this.bootstrapped) {
          await runAll(lifecycles.bootstrap, this.remoteProps());
          this.bootstrapped = true;
        }
        await runAll(lifecycles.mount, this.remoteProps());
        this.remoteMounted = true;
        if (gen === this.generation) this.setPhase('mounted');
      } catch (error) {
        await this.discardHalfMounted(lifecycles);
        if (gen === this.generation) this.fail('failed to start', error);
      }
    });
  }

  private load(): Promise<RemoteLifecycles> {
    if (this.lifecycles) return Promise.resolve(this.lifecycles);
    if (!this.loading) {
      // After a failure the runtime's cached attempt must not be reused (see federation-loader.ts).
      const fresh = this.lastLoadFailed;
      this.loading = trackLoading(this.loader.load(this.name, { fresh }))
        .then(toRemoteLifecycles)
        .then(
          (lifecycles) => {
            this.lifecycles = lifecycles;
            this.lastLoadFailed = false;
            this.loading = null;
            return lifecycles;
          },
          (error: unknown) => {
            this.lastLoadFailed = true;
            this.loading = null;
            throw error;
          },
        );
    }
    return this.loading;
  }

  private async unmountRemote(): Promise<void> {
    if (!this.remoteMounted || !this.lifecycles) return;
    this.remoteMounted = false;
    try {
      await runAll(this.lifecycles.unmount, this.remoteProps());
    } catch (error) {
      console.error(`[host] area "${this.name}" threw while unmounting`, error);
      this.replaceRemoteElement();
    }
  }

  /** Like single-spa after a failed mount: try the remote's unmount, then start from a clean element. */
  private async discardHalfMounted(lifecycles: RemoteLifecycles): Promise<void> {
    try {
      await runAll(lifecycles.unmount, this.remoteProps());
    } catch {
      // expected when mount failed before creating anything
    }
    this.replaceRemoteElement();
  }

  private remoteProps(): RemoteProps {
    return { ...(this.props ?? {}), name: this.props?.name ?? this.name, domElement: this.remoteElement };
  }

  private fail(what: string, error: unknown): void {
    console.error(`[host] area "${this.name}" ${what}`, error);
    this.setPhase('failed');
  }

  private setPhase(phase: AreaPhase): void {
    if (this.phase === phase) return;
    this.phase = phase;
    this.element.hidden = phase === 'idle';
    this.element.setAttribute('aria-busy', String(phase === 'loading'));
    this.onChange();
  }

  private serially(work: () => Promise<void>): Promise<void> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return this.queue;
  }

  private createRemoteElement(): HTMLElement {
    const el = document.createElement('div');
    el.dataset.areaRemote = this.name;
    return el;
  }

  private replaceRemoteElement(): void {
    const fresh = this.createRemoteElement();
    this.remoteElement.replaceWith(fresh);
    this.remoteElement = fresh;
  }
}
