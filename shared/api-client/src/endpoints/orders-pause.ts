import type { OrdersPauseResponse, PauseOption } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';
import { envelope } from './envelopes';

function parsePause(data: unknown): OrdersPauseResponse {
  const { accepting, pausedUntil } = envelope(data);
  return { accepting: accepting === true, pausedUntil: typeof pausedUntil === 'string' ? pausedUntil : null };
}

/** GET /api/shops/:shopId/orders-pause → `{ accepting, pausedUntil }` (ours; api/ROUTES.md). */
export function getOrdersPause(shopId: string): Promise<OrdersPauseResponse> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/orders-pause`, { parse: parsePause });
}

/** PUT /api/shops/:shopId/pause-orders `{ until }`: the server decides the resume time. */
export function pauseOrders(shopId: string, until: PauseOption): Promise<OrdersPauseResponse> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/pause-orders`, { method: 'PUT', body: { until }, parse: parsePause });
}

/** The current shop's pause; re-read every 30 s so the screen flips back when the pause ends by itself. */
export function useOrdersPause(): SWRResponse<OrdersPauseResponse, Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(auth && shopId ? (['orders-pause', shopId, auth.userId] as const) : null, ([, id]) => getOrdersPause(id), {
    refreshInterval: 30_000,
  });
}
