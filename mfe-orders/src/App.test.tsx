import { describeSummaryArea } from '@backoffice/ui/testing';
import { App } from './App';

describeSummaryArea({
  App,
  area: 'orders',
  path: '/shop/orders',
  heading: 'Orders',
  figure: ['Orders', '70', '1,170'],
  otherRoutes: [
    ['/shop/customers', 'Customers', 'Customers31'],
    ['/shop/customers/c42', 'Customers', 'Customers31'],
  ],
});
