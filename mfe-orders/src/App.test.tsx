import { describeSummaryArea } from '@backoffice/ui/testing';
import { App } from './App';

// The orders screen has its own tests (orders/OrdersPage.test.tsx); the customers pages still show the summary figure.
describeSummaryArea({
  App,
  area: 'orders',
  path: '/shop/customers',
  heading: 'Customers',
  figure: ['Customers', '31', '131'],
  otherRoutes: [['/shop/customers/c42', 'Customers', 'Customers31']],
});
