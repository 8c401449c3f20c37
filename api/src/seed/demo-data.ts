import type { OpeningDay, OptionSet, Shop } from '@backoffice/contracts';
import type { ShopSettings } from '../shops/settings';

/** The accounts people sign in with (README "Demo data"). */
export const DEMO_MERCHANT = {
  email: 'merchant@example.com',
  password: 'merchant123',
  given: 'Mere',
  family: 'Tamihana',
  phone: '+64 21 555 0101',
  roles: ['merchant', 'consumer'],
} as const;

export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'admin123',
  given: 'Alex',
  family: 'Morgan',
  phone: '+64 21 555 0102',
  roles: ['admin', 'merchant'],
} as const;

/**
 * The demo merchant's team at Harbourside Espresso Bar (the first demo shop), so a merchant can try the roles: a
 * manager (everything but payouts, subscription and the team) and a barista on staff (orders, customers, sold-out).
 */
export const DEMO_TEAM = [
  { email: 'manager@example.com', password: 'manager123', given: 'Hana', family: 'Parata', role: 'manager' },
  { email: 'barista@example.com', password: 'barista123', given: 'Sam', family: 'Ngata', role: 'staff' },
] as const;
export const DEMO_TEAM_SHOP_KEY = 'harbourside';

export const CUSTOMER_COUNT = 40;

/**
 * Every demo customer's password: customers sign in to the marketplace app, not the back-office, and the order
 * simulator signs in as them so "customer" orders come from real consumer accounts (README "Demo data").
 */
export const DEMO_CUSTOMER_PASSWORD = 'customer123';

export const GIVEN_NAMES = [
  'Aroha',
  'Liam',
  'Olivia',
  'Nikau',
  'Charlotte',
  'Tama',
  'Isla',
  'Oliver',
  'Amelia',
  'Wiremu',
  'Ava',
  'Jack',
  'Mia',
  'Hemi',
  'Sophie',
  'Noah',
  'Ruby',
  'Manaia',
  'Grace',
  'Leo',
  'Kaia',
  'Lucas',
  'Harper',
  'Ari',
  'Zoe',
  'George',
  'Ella',
  'Rangi',
  'Lily',
  'Hunter',
] as const;

export const FAMILY_NAMES = [
  'Smith',
  'Ngata',
  'Williams',
  'Brown',
  'Parata',
  'Wilson',
  'Taylor',
  'Walker',
  'Te Rangi',
  'Clarke',
  'Thompson',
  'Ruawai',
  'Anderson',
  'Patel',
  'Kaur',
  'Wang',
  'Li',
  'Martin',
  'Harris',
  'Horomona',
] as const;

type Weighted<T> = readonly (readonly [T, number])[];

export interface MenuOptionSet {
  name: string;
  type: OptionSet['type'];
  minSelection?: number;
  maxSelection?: number;
  values: readonly (readonly [name: string, priceCents: number])[];
}

export interface MenuCategory {
  name: string;
  optionSets: readonly MenuOptionSet[];
  products: readonly (readonly [name: string, priceCents: number, description: string])[];
  /** Names of categories whose products are offered as upsells with this one. */
  upsellFrom?: readonly string[];
}

export interface DemoShop {
  key: 'harbourside' | 'kaiCart' | 'bakehouse';
  owner: 'merchant' | 'admin';
  name: string;
  type: Shop['type'];
  /** Days ago the shop was created (before the first order). */
  createdDaysAgo: number;
  settings: ShopSettings;
  menu: readonly MenuCategory[];
  /** Orders on an average weekday; weekends scale by `weekendFactor`. */
  ordersPerWeekday: number;
  weekendFactor: number;
  /** Relative order volume per local hour (Pacific/Auckland). */
  hourWeights: Weighted<number>;
  orderTypes: Weighted<'pickup' | 'dine-in' | 'delivery'>;
  promoCodes: readonly {
    code: string;
    type: 'discount' | 'free-product';
    discountType: 'fixed-cost' | 'percentage';
    discount: number;
    minimumSpent: number;
    expiresInDays: number;
  }[];
  kiosks: readonly {
    name: string;
    type: 'kiosk' | 'POS';
    EFTPOSProvider: 'smartpay' | 'verifone' | 'stripe' | 'none';
    allowPayInCash: boolean;
  }[];
}

function openingHours(
  days: readonly OpeningDay[],
  from: [number, number],
  to: [number, number],
  weekend?: { from: [number, number]; to: [number, number] },
) {
  const hours: Record<string, unknown> = { twentyFourSeven: false, openingDays: [...days] };
  for (const day of days) {
    const isWeekend = day === 'saturday' || day === 'sunday' || day === 'holiday';
    const [fromTime, toTime] = isWeekend && weekend ? [weekend.from, weekend.to] : [from, to];
    hours[`${day}From`] = { hour: fromTime[0], min: fromTime[1] };
    hours[`${day}To`] = { hour: toTime[0], min: toTime[1] };
  }
  return hours as NonNullable<ShopSettings['openingHours']>;
}

const ALL_DAYS: readonly OpeningDay[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'holiday'];

const COFFEE_OPTIONS: readonly MenuOptionSet[] = [
  {
    name: 'Size',
    type: 'wheel',
    values: [
      ['Regular', 0],
      ['Large', 80],
    ],
  },
  {
    name: 'Milk',
    type: 'multi',
    minSelection: 0,
    maxSelection: 1,
    values: [
      ['Full cream', 0],
      ['Trim', 0],
      ['Oat', 80],
      ['Almond', 80],
      ['Soy', 70],
    ],
  },
  { name: 'Extra shot', type: 'increase', values: [['Shot', 70]] },
];

export const DEMO_SHOPS: readonly DemoShop[] = [
  {
    key: 'harbourside',
    owner: 'merchant',
    name: 'Harbourside Espresso Bar',
    type: 'fixed',
    createdDaysAgo: 75,
    settings: {
      contact: { email: 'hello@harbourside.example.com', phone: '+64 4 555 0188' },
      address: {
        formatted_address: '12 Queens Wharf, Wellington Central, Wellington 6011, New Zealand',
        location: { lat: -41.2847, lng: 174.7781 },
        components: {
          street: '12 Queens Wharf',
          suburb: 'Wellington Central',
          city: 'Wellington',
          postCode: '6011',
          country: 'NZ',
        },
      },
      hideFromMap: false,
      notesTitle: 'Notes for the barista',
      orderingPreferences: {
        GSTNumber: '123-456-789',
        preparationTime: 8,
        displayPreparationTime: true,
        autoAccept: false,
        feePercent: 15,
        defaultOrderType: 'pickup',
      },
      notificationSettings: { newOrder: { pushNotification: true, email: true } },
      openingHours: openingHours(ALL_DAYS, [6, 30], [16, 0], { from: [8, 0], to: [15, 0] }),
      pickup: { enabled: true, allowASAP: true, type: 'same-day', displayPlatforms: ['marketplace', 'embed', 'kiosk'] },
      delivery: { enabled: false },
      loyalty: {
        enabled: true,
        mechanism: 'otg',
        type: 'item-in-category',
        limit: 10,
        reward: { type: 'free-item-on-category' },
      },
      dineIn: {
        enabled: true,
        preparationTime: 15,
        servingOrderEnabled: true,
        servingIdentifier: 'table-number',
        tableSelectionText: 'Which table are you at?',
        tables: Array.from({ length: 8 }, (_, index) => ({
          _id: `harbourside-table-${index + 1}`,
          number: String(index + 1),
          capacity: index < 4 ? 2 : 4,
        })),
      },
      images: {},
    },
    menu: [
      {
        name: 'Coffee',
        optionSets: COFFEE_OPTIONS,
        upsellFrom: ['Sweet Treats'],
        products: [
          ['Flat White', 550, 'Double ristretto with silky steamed milk.'],
          ['Long Black', 480, 'Double shot over hot water.'],
          ['Cappuccino', 550, 'Espresso, steamed milk and a cap of foam, dusted with chocolate.'],
          ['Latte', 550, 'Espresso with plenty of steamed milk.'],
          ['Mochaccino', 620, 'Espresso, chocolate and steamed milk.'],
          ['Piccolo', 450, 'A ristretto topped with a little steamed milk.'],
        ],
      },
      {
        name: 'Tea & Other Drinks',
        optionSets: [
          {
            name: 'Size',
            type: 'wheel',
            values: [
              ['Regular', 0],
              ['Large', 80],
            ],
          },
        ],
        products: [
          ['English Breakfast Tea', 450, 'A pot of loose-leaf tea.'],
          ['Chai Latte', 580, 'Spiced chai with steamed milk.'],
          ['Hot Chocolate', 560, 'Rich chocolate with steamed milk and a marshmallow.'],
          ['Fresh Orange Juice', 650, 'Squeezed to order.'],
        ],
      },
      {
        name: 'Breakfast',
        optionSets: [
          {
            name: 'Extras',
            type: 'multi',
            minSelection: 0,
            maxSelection: 3,
            values: [
              ['Bacon', 450],
              ['Halloumi', 400],
              ['Avocado', 350],
            ],
          },
        ],
        upsellFrom: ['Coffee'],
        products: [
          ['Eggs Benedict', 2250, 'Poached eggs, spinach and hollandaise on sourdough.'],
          ['Big Breakfast', 2450, 'Eggs, bacon, sausage, mushrooms, tomato and toast.'],
          ['Smashed Avocado', 1950, 'On sourdough with feta, dukkah and lemon.'],
          ['Granola Bowl', 1550, 'House granola, yoghurt and seasonal fruit.'],
        ],
      },
      {
        name: 'Cabinet Food',
        optionSets: [{ name: 'Heat it up?', type: 'switch', values: [['Heated', 0]] }],
        products: [
          ['Bacon & Egg Pie', 850, 'Flaky pastry, free-range eggs.'],
          ['Chicken Cranberry Panini', 1250, 'Toasted with brie.'],
          ['Vege Frittata', 950, 'Roast vegetables and feta. Gluten free.'],
        ],
      },
      {
        name: 'Sweet Treats',
        optionSets: [],
        products: [
          ['Cheese Scone', 550, 'Served warm with butter.'],
          ['Afghan Biscuit', 450, 'Chocolate, cornflakes and a walnut on top.'],
          ['Lemon Slice', 520, 'Tangy lemon on a shortbread base.'],
          ['Banana Bread', 650, 'Toasted, with butter.'],
        ],
      },
    ],
    ordersPerWeekday: 5,
    weekendFactor: 1.6,
    hourWeights: [
      [6, 3],
      [7, 9],
      [8, 10],
      [9, 7],
      [10, 5],
      [11, 4],
      [12, 7],
      [13, 5],
      [14, 3],
      [15, 2],
    ],
    orderTypes: [
      ['pickup', 7],
      ['dine-in', 3],
    ],
    promoCodes: [
      { code: 'WELCOME5', type: 'discount', discountType: 'fixed-cost', discount: 5, minimumSpent: 10, expiresInDays: 60 },
      { code: 'COFFEE10', type: 'discount', discountType: 'percentage', discount: 10, minimumSpent: 0, expiresInDays: 30 },
      { code: 'WINTER2024', type: 'discount', discountType: 'percentage', discount: 15, minimumSpent: 20, expiresInDays: -30 },
    ],
    kiosks: [
      { name: 'Front counter kiosk', type: 'kiosk', EFTPOSProvider: 'smartpay', allowPayInCash: false },
      { name: 'Till', type: 'POS', EFTPOSProvider: 'verifone', allowPayInCash: true },
    ],
  },
  {
    key: 'kaiCart',
    owner: 'merchant',
    name: 'Kai Cart',
    type: 'dynamic',
    createdDaysAgo: 70,
    settings: {
      contact: { email: 'orders@kaicart.example.com', phone: '+64 21 555 0199' },
      hideFromMap: false,
      notesTitle: 'Anything we should know?',
      orderingPreferences: {
        preparationTime: 12,
        displayPreparationTime: true,
        autoAccept: true,
        feePercent: 15,
        defaultOrderType: 'pickup',
      },
      notificationSettings: { newOrder: { pushNotification: true, email: false } },
      openingHours: openingHours(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], [11, 0], [21, 0], {
        from: [11, 0],
        to: [22, 30],
      }),
      pickup: { enabled: true, allowASAP: true, type: 'same-day', displayPlatforms: ['marketplace', 'embed'] },
      delivery: {
        enabled: true,
        deliveryType: 'self-delivery',
        radius: 5,
        orderMinimum: 2000,
        feeType: 'fixed',
        fixedCost: 500,
        freeDeliveryMinSpend: 6000,
        displayPlatforms: ['marketplace', 'embed'],
        deliveryInfo: 'We deliver within 5 km of wherever the cart is parked today.',
      },
      loyalty: { enabled: false },
      images: {},
    },
    menu: [
      {
        name: 'Burgers',
        optionSets: [
          {
            name: 'Add-ons',
            type: 'multi',
            minSelection: 0,
            maxSelection: 3,
            values: [
              ['Cheese', 150],
              ['Bacon', 250],
              ['Fried egg', 150],
              ['Pineapple', 100],
            ],
          },
          { name: 'Make it a combo', type: 'switch', values: [['Combo with fries and drink', 650]] },
        ],
        upsellFrom: ['Loaded Fries', 'Drinks'],
        products: [
          ['Classic Beef Burger', 1650, 'Beef patty, cheese, pickles, tomato relish.'],
          ['Hangi Pork Burger', 1850, 'Slow-cooked pork, slaw, kūmara chips on the side.'],
          ['Fish Burger', 1750, 'Beer-battered tarakihi, tartare, lettuce.'],
          ['Vege Burger', 1600, 'Kūmara and black bean patty, avocado.'],
        ],
      },
      {
        name: 'Loaded Fries',
        optionSets: [
          {
            name: 'Size',
            type: 'wheel',
            values: [
              ['Regular', 0],
              ['Large', 300],
            ],
          },
        ],
        products: [
          ['Chilli Cheese Fries', 1200, 'Fries, beef chilli, melted cheese.'],
          ['Kūmara Fries', 900, 'With aioli.'],
          ['Poutine', 1300, 'Fries, gravy and cheese curds.'],
        ],
      },
      {
        name: 'Sides',
        optionSets: [],
        products: [
          ['Onion Rings', 700, 'Crispy battered onion rings.'],
          ['Slaw', 600, 'Red cabbage, carrot and herb slaw.'],
          ['Corn Cob', 550, 'Chargrilled with butter.'],
        ],
      },
      {
        name: 'Drinks',
        optionSets: [],
        products: [
          ['Lemon & Paeroa', 450, 'World famous in New Zealand.'],
          ['Ginger Beer', 500, 'Brewed locally.'],
          ['Bottled Water', 350, '600 ml.'],
        ],
      },
    ],
    ordersPerWeekday: 5,
    weekendFactor: 1.5,
    hourWeights: [
      [11, 4],
      [12, 9],
      [13, 7],
      [14, 3],
      [15, 2],
      [16, 3],
      [17, 7],
      [18, 9],
      [19, 7],
      [20, 4],
    ],
    orderTypes: [
      ['pickup', 8],
      ['delivery', 2],
    ],
    promoCodes: [
      { code: 'FREEFRIES', type: 'free-product', discountType: 'fixed-cost', discount: 0, minimumSpent: 25, expiresInDays: 14 },
      { code: 'KAI5', type: 'discount', discountType: 'fixed-cost', discount: 5, minimumSpent: 30, expiresInDays: 45 },
    ],
    kiosks: [{ name: 'Cart window kiosk', type: 'kiosk', EFTPOSProvider: 'stripe', allowPayInCash: true }],
  },
  {
    key: 'bakehouse',
    owner: 'admin',
    name: 'Southern Cross Bakehouse',
    type: 'fixed',
    createdDaysAgo: 40,
    settings: {
      contact: { email: 'bakehouse@example.com' },
      address: {
        formatted_address: '88 Colombo Street, Christchurch Central, Christchurch 8011, New Zealand',
        components: {
          street: '88 Colombo Street',
          suburb: 'Christchurch Central',
          city: 'Christchurch',
          postCode: '8011',
          country: 'NZ',
        },
      },
      orderingPreferences: { preparationTime: 5, feePercent: 12, legacyUnderSubscription: true },
      openingHours: openingHours(ALL_DAYS, [7, 0], [15, 0]),
      pickup: { enabled: true, allowASAP: true },
      images: {},
    },
    menu: [
      {
        name: 'Breads',
        optionSets: [{ name: 'Sliced?', type: 'switch', values: [['Sliced', 0]] }],
        products: [
          ['Sourdough Loaf', 950, 'Long-fermented, 800 g.'],
          ['Rewena Bread', 850, 'Traditional Māori potato bread.'],
          ['Seeded Rye', 1050, 'Dense and nutty.'],
        ],
      },
      {
        name: 'Pies',
        optionSets: [
          {
            name: 'Sauce',
            type: 'wheel',
            values: [
              ['None', 0],
              ['Tomato', 50],
            ],
          },
        ],
        products: [
          ['Mince & Cheese Pie', 750, 'The classic.'],
          ['Steak & Mushroom Pie', 850, 'Slow-cooked steak.'],
          ['Butter Chicken Pie', 850, 'Mildly spiced.'],
        ],
      },
      {
        name: 'Pastries',
        optionSets: [],
        products: [
          ['Croissant', 550, 'All butter.'],
          ['Pain au Chocolat', 600, 'Dark chocolate.'],
          ['Custard Square', 650, 'Vanilla custard, icing on top.'],
        ],
      },
      {
        name: 'Drinks',
        optionSets: COFFEE_OPTIONS.slice(0, 1),
        products: [
          ['Filter Coffee', 400, 'Bottomless refills.'],
          ['Flat White', 520, 'Double shot.'],
        ],
      },
    ],
    ordersPerWeekday: 1.2,
    weekendFactor: 1.3,
    hourWeights: [
      [7, 4],
      [8, 6],
      [9, 5],
      [10, 4],
      [11, 4],
      [12, 6],
      [13, 3],
      [14, 2],
    ],
    orderTypes: [['pickup', 1]],
    promoCodes: [
      { code: 'BREAD2', type: 'discount', discountType: 'fixed-cost', discount: 2, minimumSpent: 10, expiresInDays: 20 },
    ],
    kiosks: [],
  },
];

export const ORDER_NOTES = [
  'Extra hot please',
  'No onions',
  'Allergic to nuts',
  'Running 5 minutes late',
  'Can I get extra napkins?',
  'Well done, thanks',
] as const;
export const LINE_NOTES = ['Half sugar', 'No tomato', 'Extra sauce', 'Cut in half'] as const;
