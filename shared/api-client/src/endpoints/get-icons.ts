import type { Icon } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth } from '../bus/hooks';
import { listIn } from './envelopes';

/** GET /api/icons → the product icons (spec 001 §7). */
export function getIcons(): Promise<Icon[]> {
  return apiFetch('/api/icons', { parse: (data) => listIn<Icon>(data, 'icons') });
}

export function useIcons(): SWRResponse<Icon[], Error> {
  const auth = useAuth();
  return useSWR(auth ? (['icons', auth.userId] as const) : null, () => getIcons());
}
