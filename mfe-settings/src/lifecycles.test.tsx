import { describeRemoteLifecycles } from '@backoffice/ui/testing';
import * as lifecycles from './lifecycles';

describeRemoteLifecycles({ lifecycles, name: 'settings', path: '/shop/settings', heading: 'Settings' });
