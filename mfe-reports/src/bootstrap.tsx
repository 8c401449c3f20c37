// Standalone mode: this remote's own dev-server page, signing in against the API (ARCHITECTURE.md).
import { startStandalone } from '@backoffice/ui/standalone';
import * as lifecycles from './lifecycles';

startStandalone({ title: 'Reports', lifecycles });
