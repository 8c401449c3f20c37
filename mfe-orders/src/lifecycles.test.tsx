import { describeRemoteLifecycles } from '@backoffice/ui/testing';
import * as lifecycles from './lifecycles';

describeRemoteLifecycles({ lifecycles, name: 'orders', path: '/shop/orders', heading: 'Orders' });
