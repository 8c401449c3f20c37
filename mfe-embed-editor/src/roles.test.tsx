import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { resetBus } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { screen } from '@testing-library/react';
import { App } from './App';

let api: FakeApi;
afterEach(() => {
  api.restore();
  resetBus();
});

// The web store and kiosks are settings: staff have none (the permission table).
it.each([
  ['/shop/embed-store', 'Embed Store'],
  ['/shop/kiosks', 'Kiosks'],
  ['/shop/kiosks/k1', 'Kiosks'],
])('a direct URL to %s shows staff the no-access screen and calls nothing', (path, area) => {
  api = fakeApi({});
  primeBus({ userId: 'u2', shop: testShop('s1', 'Harbour Cafe', { owner: 'u1', role: 'staff' }) });
  renderArea(<App />, { path });
  expect(screen.getByTestId('no-access')).toHaveTextContent(`Your role (Staff) can't open ${area}. Ask the shop owner.`);
  expect(api.requests).toHaveLength(0);
});
