import { describeRemoteLifecycles } from '@backoffice/ui/testing';
import * as lifecycles from './lifecycles';

describeRemoteLifecycles({ lifecycles, name: 'reports', path: '/dashboard', heading: 'Dashboard' });
