import { describeRemoteLifecycles } from '@backoffice/ui/testing';
import * as lifecycles from './lifecycles';

describeRemoteLifecycles({ lifecycles, name: 'menu', path: '/shop/menu', heading: 'Menu' });
