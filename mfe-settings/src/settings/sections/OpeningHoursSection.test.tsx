import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { openingHours, overnightMessage } from '@backoffice/contracts';
import { resetBus } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../App';

/**
 * Opening hours (spec 000 §2) through the shared ScheduleEditor: a Save pressed right after ticking a day, the 24/7
 * switch or an overnight flag sends what the boxes show (zag reports those ticks a microtask late).
 */

const shop = testShop('s1', 'Harbour Cafe', {
  // through the schema: its inferred type has no per-day keys, and the fixture is proven valid on the way
  openingHours: openingHours.parse({
    twentyFourSeven: false,
    openingDays: ['tuesday'],
    tuesdayFrom: { hour: 9, min: 0 },
    tuesdayTo: { hour: 17, min: 0, isOvernight: false },
  }),
});

// The editor is eight rows of four selects (~1,400 options) and every click re-renders it: CPU time only, nothing
// waited on, but slow on a shared machine. shared/ui's jest config allows its own tests of this editor as long.
jest.setTimeout(20_000);

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    'GET /api/shops/s1': { shop, stripeAccount: null },
    'PUT /api/shops/s1': (request) => ({ body: { shop: { ...shop, ...(request.body as { shopInfo: object }).shopInfo } } }),
  });
  primeBus({ token: 'token-1', shop });
});
afterEach(() => {
  api.restore();
  resetBus();
});

async function sentHours() {
  await waitFor(() => expect(api.calls('PUT /api/shops/s1')).toHaveLength(1));
  const [put] = api.calls('PUT /api/shops/s1');
  const body = put?.body as { shopInfo: { openingHours: Record<string, unknown> }; options?: unknown } | undefined;
  // a section form's save names its section (the API checks it with that section's schema)
  expect(body?.options).toEqual({ section: 'opening-hours' });
  return body?.shopInfo.openingHours;
}

it('one day ticked, one unticked, the 24/7 switch and an overnight flag, Save at once: the PUT has all of it', async () => {
  renderArea(<App />, { path: '/shop/settings?section=opening-hours' });
  const form = await screen.findByRole('form', { name: 'Opening hours' });
  fireEvent.click(within(form).getByLabelText('Monday'));
  fireEvent.click(within(form).getByLabelText('Tuesday'));
  fireEvent.click(within(form).getByLabelText('Open 24/7'));
  fireEvent.click(within(form).getByRole('checkbox', { name: 'Monday closes overnight' }));
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  const hours = await sentHours();
  expect(hours?.openingDays).toEqual(['monday']);
  expect(hours).toMatchObject({ twentyFourSeven: true, mondayTo: { isOvernight: true } });
});

it('a single day box clicked and saved at once', async () => {
  renderArea(<App />, { path: '/shop/settings?section=opening-hours' });
  const form = await screen.findByRole('form', { name: 'Opening hours' });
  fireEvent.click(within(form).getByLabelText('Saturday'));
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect((await sentHours())?.openingDays).toEqual(['tuesday', 'saturday']);
});

it('a day whose To is before its From without Overnight: its message once, in words — no field path', async () => {
  const lateShop = testShop('s1', 'Harbour Cafe', {
    openingHours: openingHours.parse({
      twentyFourSeven: false,
      openingDays: ['tuesday'],
      tuesdayFrom: { hour: 18, min: 0 },
      tuesdayTo: { hour: 9, min: 0, isOvernight: false },
    }),
  });
  api.restore();
  api = fakeApi({
    'GET /api/shops/s1': { shop: lateShop, stripeAccount: null },
    'PUT /api/shops/s1': () => ({ status: 400, body: { message: overnightMessage('tuesday') } }),
  });
  renderArea(<App />, { path: '/shop/settings?section=opening-hours' });
  const form = await screen.findByRole('form', { name: 'Opening hours' });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  const alert = await within(form).findByRole('alert');
  expect(alert).toHaveTextContent(/^Tuesday: To must be after From, or tick Overnight for hours that run past midnight$/);
  expect(screen.getAllByText(overnightMessage('tuesday'))).toHaveLength(1);
});
