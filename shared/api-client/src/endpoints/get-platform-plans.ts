import type { PlatformPlan } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { listIn } from './envelopes';

/** GET /platform-plans → `{ plans }`; no bearer (spec 000 §6). */
export function getPlatformPlans(): Promise<PlatformPlan[]> {
  return apiFetch('/platform-plans', { auth: false, parse: (data) => listIn<PlatformPlan>(data, 'plans') });
}

/** The platform plans (the same for everyone: one cache entry, no token needed). */
export function usePlatformPlans(): SWRResponse<PlatformPlan[], Error> {
  return useSWR(['platform-plans'] as const, () => getPlatformPlans());
}
