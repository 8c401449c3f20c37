import { apiFetch } from '../api-fetch';

/** DELETE /api/kiosks/:id (spec 001 §7). */
export async function deleteKiosk(kioskId: string): Promise<void> {
  await apiFetch(`/api/kiosks/${encodeURIComponent(kioskId)}`, { method: 'DELETE' });
}
