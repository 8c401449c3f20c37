import { createRemoteLifecycles, type RemoteLifecycle, type RemoteProps } from '@backoffice/ui/remote';
import { useLocation } from '@backoffice/ui/router';
import { act, screen } from '@testing-library/react';

// single-spa-react resolves mount/unmount from React's commit, so start them inside act and await outside it.
async function run(lifecycle: RemoteLifecycle, props: RemoteProps) {
  let done: Promise<unknown> = Promise.resolve();
  act(() => {
    done = lifecycle(props);
  });
  await done;
}

function WhereAmI() {
  return <h1>Area at {useLocation().pathname}</h1>;
}

function Crashes(): never {
  throw new Error('boom');
}

it('mounts the root into the host element with a router, and unmounts it', async () => {
  window.history.pushState(null, '', '/shop/orders');
  const domElement = document.body.appendChild(document.createElement('div'));
  const { bootstrap, mount, unmount } = createRemoteLifecycles(WhereAmI);
  const props = { name: 'orders', domElement };
  await bootstrap(props);
  await run(mount, props);
  expect(screen.getByRole('heading', { name: 'Area at /shop/orders' })).toBeInTheDocument();
  expect(domElement).toContainElement(screen.getByRole('heading'));
  await run(unmount, props);
  expect(domElement).toBeEmptyDOMElement();
});

it('shows a small problem message instead of crashing the page', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const domElement = document.body.appendChild(document.createElement('div'));
  const { bootstrap, mount, unmount } = createRemoteLifecycles(Crashes, { areaTitle: 'Orders' });
  const props = { name: 'orders-crash', domElement };
  await bootstrap(props);
  await run(mount, props);
  expect(screen.getByRole('alert')).toHaveTextContent('This area hit a problem');
  expect(screen.getByRole('alert')).toHaveTextContent('Orders stopped working.');
  await run(unmount, props);
  consoleError.mockRestore();
});
