// The only module this remote exposes (`./lifecycles`): the host mounts it with single-spa.
import { createRemoteLifecycles } from '@backoffice/ui/remote';
import { App } from './App';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(App, { areaTitle: 'Orders' });
