import { stack } from '../support/browser';
import { reportsJourney } from './reports/reports-journey';

// The reports journey on the shared stack, on real time: the demo data fills "today" and "this week" at any hour.
reportsJourney({ title: 'reports remote', target: stack, clock: Date.now });
