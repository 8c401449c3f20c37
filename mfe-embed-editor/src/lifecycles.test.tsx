import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { resetBus } from '@backoffice/event-bus';
import { act, within } from '@testing-library/react';
import { bootstrap, mount, unmount } from './lifecycles';

// The module the host loads (`./lifecycles`, made with @backoffice/ui/remote): it mounts the area into the element
// the host gives it and leaves that element empty on unmount. The page's own behaviour is App.test.tsx's job.
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
async function run(lifecycle: typeof mount, props: Parameters<typeof mount>[0]) {
  let done: Promise<unknown> = Promise.resolve();
  act(() => {
    done = lifecycle(props);
  });
  await act(async () => {
    await done;
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

it('mounts the Embed Store page into the host element and unmounts it', async () => {
  window.history.pushState(null, '', '/shop/embed-store');
  const domElement = document.body.appendChild(document.createElement('section'));
  const props = { name: 'embedEditor', domElement };
  await bootstrap(props);
  await run(mount, props);
  expect(within(domElement).getByRole('heading', { level: 1, name: 'Embed Store' })).toBeInTheDocument();
  await run(unmount, props);
  expect(domElement).toBeEmptyDOMElement();
  domElement.remove();
});
