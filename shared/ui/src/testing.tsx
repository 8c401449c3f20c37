/**
 * Test helpers for remotes (import from '@backoffice/ui/testing', never from app code): render a remote's
 * routes inside the same providers createRemoteLifecycles uses, with a memory router and a fresh SWR cache.
 */
import { ApiSWRProvider } from '@backoffice/api-client';
import { type FakeApi, fakeApi, primeBus, SUMMARY_FIXTURES, testShop } from '@backoffice/api-client/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import { act, type RenderResult, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteLifecycle, RemoteLifecycles, RemoteProps } from './remote/createRemoteLifecycles';
import { BackofficeProvider } from './theme/BackofficeProvider';

export function renderArea(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  return render(
    <BackofficeProvider>
      <ApiSWRProvider provider={() => new Map()}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ApiSWRProvider>
    </BackofficeProvider>,
  );
}

/**
 * The rule every form keeps (a form error shows once, under its field): `message` is on the page exactly once, it is
 * the field's error message (aria-errormessage, Chakra's Field.ErrorText) or inside the field's own group, and the
 * field is marked invalid. Waits for it to appear.
 */
export async function expectErrorUnderField(field: HTMLElement, message: string): Promise<void> {
  await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(1));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  const shown = screen.getByText(message);
  const errorId = field.getAttribute('aria-errormessage');
  const group = field.closest('[role="group"], fieldset');
  const under = (errorId !== null && document.getElementById(errorId)?.contains(shown)) || group?.contains(shown);
  expect(under).toBe(true);
}

/**
 * The open dialog named `name`. A dialog that just closed stays in the page (data-state="closed") until its exit
 * animation ends, and a prompt that reopens under the same name would otherwise be found in its closing copy.
 */
export async function findOpenDialog(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const open = screen.getAllByRole('dialog', { name }).find((dialog) => dialog.getAttribute('data-state') === 'open');
    if (open === undefined) throw new Error(`no open dialog named "${name}" yet`);
    return open;
  });
}

/** The titles of the error toasts among `toasts`, for "no toast for a field's error; one for what has no field". */
export function errorToastTitles(toasts: readonly { status: string; title: string }[]): string[] {
  return toasts.filter((toast) => toast.status === 'error').map((toast) => toast.title);
}

/** The figure card reads "<label><number><unit>"; match all of it so 7 never passes for 70. */
export async function expectLiveFigure(text: string): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('live-figure')).toHaveTextContent(new RegExp(`^${text}$`)));
}

/**
 * The test every remote's `./lifecycles` needs: mounted by the host into an element it owns, the area shows its
 * page there, and unmount leaves the element empty. The page's own behaviour is each App.test.tsx's job.
 */
export function describeRemoteLifecycles(opts: {
  lifecycles: RemoteLifecycles;
  name: string;
  path: string;
  heading: string;
}): void {
  describe(`${opts.name} lifecycles`, () => {
    let api: FakeApi;
    beforeEach(() => {
      // Every call answers 404 (a toast on the bus); only the frame matters here.
      api = fakeApi({});
      primeBus({ shop: testShop('s1', 'Harbour Cafe') });
    });
    afterEach(() => {
      api.restore();
      resetBus();
    });

    // single-spa-react settles mount/unmount on React's commit: start them inside a sync act (which commits), then
    // wait for them — and for the page's first call, whose 404 updates the page — inside an async one.
    async function run(lifecycle: RemoteLifecycle, props: RemoteProps) {
      let done: Promise<unknown> = Promise.resolve();
      act(() => {
        done = lifecycle(props);
      });
      await act(async () => {
        await done;
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    }

    it(`mounts the ${opts.heading} page into the host element and unmounts it`, async () => {
      window.history.pushState(null, '', opts.path);
      const domElement = document.body.appendChild(document.createElement('section'));
      const props = { name: opts.name, domElement };
      await opts.lifecycles.bootstrap(props);
      await run(opts.lifecycles.mount, props);
      expect(within(domElement).getByRole('heading', { level: 1, name: opts.heading })).toBeInTheDocument();
      await run(opts.lifecycles.unmount, props);
      expect(domElement).toBeEmptyDOMElement();
      domElement.remove();
    });
  });
}

/**
 * The tests of an area whose headline figure comes from the shop summary: the page shows its title, the current
 * shop and the figure fetched with the bus token; it follows a shop switch; its other routes and unknown
 * sub-paths land on the right page; with no shop it asks for one and calls nothing.
 */
export function describeSummaryArea(opts: {
  App: ComponentType;
  area: string;
  path: string;
  heading: string;
  /** label, value for shop s1, value for shop s2 (see SUMMARY_FIXTURES) */
  figure: [string, string, string];
  /** path, heading, figure text */
  otherRoutes: [string, string, string][];
}): void {
  const { App, path, heading } = opts;
  const [label, first, second] = opts.figure;
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi({ ...SUMMARY_FIXTURES });
    primeBus({ token: 'token-1', shop: testShop('s1', 'Harbour Cafe') });
  });
  afterEach(() => {
    api.restore();
    resetBus();
  });

  it(`shows ${heading} for the current shop with a live figure, and follows a shop switch`, async () => {
    renderArea(<App />, { path });
    expect(screen.getByTestId(`area-${opts.area}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId('current-shop-name')).toHaveTextContent('Harbour Cafe');
    await expectLiveFigure(`${label}${first}`);
    expect(api.calls('GET /api/shops/s1/summary')[0]?.headers.Authorization).toBe('Bearer token-1');

    act(() => topics.shop.publish({ shopId: 's2', shop: testShop('s2', 'Dockside Deli') }));
    expect(screen.getByTestId('current-shop-name')).toHaveTextContent('Dockside Deli');
    await expectLiveFigure(`${label}${second}`);
  });

  it.each(opts.otherRoutes)('routes %s to the %s page', async (otherPath, otherHeading, figure) => {
    renderArea(<App />, { path: otherPath });
    expect(screen.getByRole('heading', { level: 1, name: otherHeading })).toBeInTheDocument();
    await expectLiveFigure(figure);
  });

  it('shows the main page for an unknown sub-path', async () => {
    renderArea(<App />, { path: `${path}/zzz` });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByTestId('live-figure')).toBeInTheDocument();
  });

  it('asks the merchant to choose a shop, and calls nothing, when none is selected', () => {
    topics.shop.publish(null);
    renderArea(<App />, { path });
    expect(screen.getByRole('heading', { name: 'Choose a shop' })).toBeInTheDocument();
    expect(screen.getByTestId('current-shop-name')).toHaveTextContent('No shop selected');
    expect(api.requests).toHaveLength(0);
  });
}
