import { describeSummaryArea } from '@backoffice/ui/testing';
import { App } from './App';

describeSummaryArea({
  App,
  area: 'menu',
  path: '/shop/menu',
  heading: 'Menu',
  figure: ['Categories', '4', '9'],
  otherRoutes: [
    ['/shop/promo-codes', 'Voucher Manager', 'Promo codes3'],
    ['/shop/menu/cat1/products/p1', 'Menu', 'Categories4'],
  ],
});
