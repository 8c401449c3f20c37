import { type PlatformPlan, platformPlan } from '@backoffice/contracts';
import { z } from 'zod';
import { apiFetch } from '../api-fetch';

const response = z.object({ plans: z.array(platformPlan) });

/** GET /platform-plans → `{ plans }`; no bearer (spec 000 §6). */
export function getPlatformPlans(): Promise<PlatformPlan[]> {
  return apiFetch('/platform-plans', { auth: false, parse: (data) => response.parse(data).plans });
}
