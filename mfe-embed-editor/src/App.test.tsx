import { describeSummaryArea } from '@backoffice/ui/testing';
import { App } from './App';

describeSummaryArea({
  App,
  area: 'embedEditor',
  path: '/shop/embed-store',
  heading: 'Embed Store',
  figure: ['Products in your store', '52', '152'],
  otherRoutes: [
    ['/shop/kiosks', 'Kiosks', 'Kiosks2'],
    ['/shop/kiosks/k1', 'Kiosks', 'Kiosks2'],
  ],
});
