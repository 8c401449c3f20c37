import { describeRemoteLifecycles } from '@backoffice/ui/testing';
import * as lifecycles from './lifecycles';

describeRemoteLifecycles({ lifecycles, name: 'embedEditor', path: '/shop/embed-store', heading: 'Embed Store' });
