import type { PlatformPlan } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { listIn } from './envelopes';

/** GET /platform-plans → `{ plans }`; no bearer (spec 000 §6). */
export function getPlatformPlans(): Promise<PlatformPlan[]> {
  return apiFetch('/platform-plans', { auth: false, parse: (data) => listIn<PlatformPlan>(data, 'plans') });
}
