import { describeRemoteLifecycles } from '@backoffice/ui/testing';
import { ADMINS_ONLY_TITLE } from './access/AdminOnly';
import * as lifecycles from './lifecycles';

// The shared helper signs in a merchant: the admin area mounts and shows them its plain admins-only page.
describeRemoteLifecycles({ lifecycles, name: 'admin', path: '/admin/users', heading: ADMINS_ONLY_TITLE });
