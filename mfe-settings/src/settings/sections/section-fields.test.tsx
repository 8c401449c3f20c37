import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { resetBus } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../App';

/**
 * Every plain field of the section forms (spec 000 §2, spec 001 §2–§5) reaches the save: each case changes
 * its fields and presses Save at once — no waiting in between, so a field whose change lands a turn late (zag's
 * deferred events) sends the old value and fails here.
 */

const shop = testShop('s1', 'Harbour Cafe', {
  orderingPreferences: { preparationTime: 20, feePercent: 15 },
  delivery: { enabled: true, deliveryType: 'self-delivery', feeType: 'fixed', fixedCost: 500 },
  pickup: { enabled: true, type: 'same-day' },
  dineIn: { enabled: true, preparationTime: 10 },
  tabSettings: { enabled: true, orderLifeSpan: 60, maximumAmount: 5000, maximumPerUserPerPeriod: 2 },
  loyalty: { enabled: true, type: 'order', limit: 10, reward: { type: 'discount-percentage', discountPercentage: 10 } },
});

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    'GET /api/shops/s1': { shop, stripeAccount: null },
    'GET /api/shops/s1/categories': { categories: [] },
    'PUT /api/shops/s1': (request) => ({ body: { shop: { ...shop, ...(request.body as { shopInfo: object }).shopInfo } } }),
  });
  primeBus({ token: 'token-1', shop });
});
afterEach(() => {
  api.restore();
  resetBus();
});

async function open(section: string, formName: string) {
  renderArea(<App />, { path: `/shop/settings?section=${section}` });
  return screen.findByRole('form', { name: formName });
}

const click = (form: HTMLElement, label: string) => fireEvent.click(within(form).getByLabelText(label));
const type = (form: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

async function sentBody(): Promise<{ shopInfo?: unknown; options?: unknown } | undefined> {
  await waitFor(() => expect(api.calls('PUT /api/shops/s1')).toHaveLength(1));
  const [put] = api.calls('PUT /api/shops/s1');
  return put?.body as { shopInfo?: unknown; options?: unknown } | undefined;
}

async function sentShopInfo(): Promise<unknown> {
  return (await sentBody())?.shopInfo;
}

const CASES: { name: string; section: string; form: string; change: (form: HTMLElement) => void; sent: object }[] = [
  {
    name: 'tab: tabOrders, tabAccounts, disclaimer',
    section: 'tab',
    form: 'Tab',
    change: (form) => {
      click(form, 'Tab orders');
      click(form, 'Tab accounts');
      type(form, 'Disclaimer', 'Tabs are settled every Sunday.');
    },
    sent: { tabSettings: { tabOrders: true, tabAccounts: true, disclaimer: 'Tabs are settled every Sunday.' } },
  },
  {
    name: 'table ordering: servingOrderEnabled, tableSelectionText',
    section: 'table-ordering',
    form: 'Table ordering',
    change: (form) => {
      click(form, 'Serving order enabled');
      type(form, 'Table selection text', 'Pick the number on your table');
    },
    sent: { dineIn: { servingOrderEnabled: true, tableSelectionText: 'Pick the number on your table' } },
  },
  {
    name: 'pickup: allowASAP, hidePickupTime',
    section: 'pickup',
    form: 'Pick up',
    change: (form) => {
      click(form, 'Allow ASAP');
      click(form, 'Hide pickup time');
    },
    sent: { pickup: { allowASAP: true, hidePickupTime: true } },
  },
  {
    name: 'pickup: cut-off enabled shows hour and minute, and sends them',
    section: 'pickup',
    form: 'Pick up',
    change: (form) => {
      type(form, 'Pick up type', 'future-only');
      expect(within(form).queryByLabelText('Cut-off hour')).toBeNull();
      click(form, 'Cut-off time');
      type(form, 'Cut-off hour', '14');
      type(form, 'Cut-off minute', '30');
    },
    sent: { pickup: { type: 'future-only', futureSettings: { cutOffEnabled: true, cutOffHour: 14, cutOffMinute: 30 } } },
  },
  {
    name: 'pickup: daysSpan and daysMargin of the future settings',
    section: 'pickup',
    form: 'Pick up',
    change: (form) => {
      type(form, 'Pick up type', 'hybrid');
      type(form, 'Days span', '7');
      type(form, 'Days margin', '2');
    },
    sent: { pickup: { type: 'hybrid', futureSettings: { daysSpan: 7, daysMargin: 2 } } },
  },
  // dine-in servingIdentifier, each of its three values (spec 001 §2); table-number is the form's default, so that
  // case goes through another value first
  ...(['pin-number', 'name', 'table-number'] as const).map((identifier) => ({
    name: `table ordering: servingIdentifier ${identifier}`,
    section: 'table-ordering',
    form: 'Table ordering',
    change: (form: HTMLElement) => {
      if (identifier === 'table-number') type(form, 'Serving identifier', 'name');
      type(form, 'Serving identifier', identifier);
    },
    sent: { dineIn: { servingIdentifier: identifier } },
  })),
  {
    name: 'delivery: radius and cost per kilometre (self-delivery)',
    section: 'delivery',
    form: 'Delivery',
    change: (form) => {
      type(form, 'Radius (km)', '12.5');
      type(form, 'Fee type', 'cost-per-kilometers');
      type(form, 'Cost per kilometre', '1.25');
    },
    sent: { delivery: { deliveryType: 'self-delivery', feeType: 'cost-per-kilometers', radius: 12.5, costPerKilometers: 125 } },
  },
  {
    name: 'delivery: deliveryType retail (no radius for retail)',
    section: 'delivery',
    form: 'Delivery',
    change: (form) => {
      type(form, 'Delivery type', 'retail');
      expect(within(form).queryByLabelText('Radius (km)')).toBeNull();
    },
    sent: { delivery: { deliveryType: 'retail', feeType: 'fixed' } },
  },
  {
    name: 'details: a typed notesTitle; the e-mail input is typed email',
    section: 'details',
    form: 'Details',
    change: (form) => {
      expect(within(form).getByLabelText(/Contact Email/)).toHaveAttribute('type', 'email');
      type(form, /Contact Email/, 'hi@harbour.nz');
      type(form, /Contact Phone/, '09 555 0101');
      type(form, /GST number/, '123-456-78');
      type(form, /Product notes heading/, 'Allergies or requests');
    },
    sent: {
      contact: { email: 'hi@harbour.nz', phone: '09 555 0101' },
      orderingPreferences: { GSTNumber: '123-456-78' },
      notesTitle: 'Allergies or requests',
    },
  },
  {
    name: 'loyalty: icon URL',
    section: 'loyalty',
    form: 'Loyalty',
    change: (form) => type(form, 'Icon URL', 'https://cdn.example.test/stamp.png'),
    sent: { loyalty: { enabled: true, icon: { icon: 'https://cdn.example.test/stamp.png' } } },
  },
  {
    name: 'delivery: deliveryInfo',
    section: 'delivery',
    form: 'Delivery',
    change: (form) => type(form, 'Delivery information', 'We deliver until 9 pm.'),
    sent: { delivery: { deliveryInfo: 'We deliver until 9 pm.' } },
  },
  {
    name: 'ordering: displayPreparationTime, disablePromoCodes, autoAccept, autoComplete, instructions',
    section: 'ordering',
    form: 'Ordering',
    change: (form) => {
      click(form, 'Display preparation time');
      click(form, 'Disable promo codes');
      click(form, 'Auto accept');
      click(form, 'Auto complete');
      type(form, 'Instructions', 'Ring the bell at the counter.');
    },
    sent: {
      orderingPreferences: {
        displayPreparationTime: true,
        disablePromoCodes: true,
        autoAccept: true,
        autoComplete: true,
        instructions: 'Ring the bell at the counter.',
      },
    },
  },
];

it.each(CASES)('$name: changed, saved at once, in the PUT body', async ({ section, form: formName, change, sent }) => {
  const form = await open(section, formName);
  change(form);
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  const body = await sentBody();
  expect(body?.shopInfo).toMatchObject(sent);
  // the save names its section: the API checks it with the same section schema as the form
  expect(body?.options).toEqual({ section });
});

it('tab: a shop without tab settings shows the order life span default, 90 minutes (spec 001 §9), and saves it', async () => {
  api.restore();
  const bare = testShop('s1', 'Harbour Cafe');
  api = fakeApi({
    'GET /api/shops/s1': { shop: bare, stripeAccount: null },
    'PUT /api/shops/s1': (request) => ({ body: { shop: { ...bare, ...(request.body as { shopInfo: object }).shopInfo } } }),
  });
  primeBus({ token: 'token-1', shop: bare });
  const form = await open('tab', 'Tab');
  expect(within(form).getByLabelText(/Order life span/)).toHaveValue(90);
  type(form, /Maximum amount/, '40');
  type(form, /Maximum per user per period/, '3');
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await sentShopInfo()).toMatchObject({
    tabSettings: { orderLifeSpan: 90, maximumAmount: 4000, maximumPerUserPerPeriod: 3 },
  });
});

it('tab: a stored life span shows instead of the default', async () => {
  const form = await open('tab', 'Tab');
  expect(within(form).getByLabelText(/Order life span/)).toHaveValue(60);
});
