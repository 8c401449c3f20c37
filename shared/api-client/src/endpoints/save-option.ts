import type { OptionSet, OptionUpdate } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn, stringIn } from './envelopes';

/** POST /api/options with `optionInfo` as JSON text (spec 001 §7): a new option set of `categoryId`, named. */
export function createOption(categoryId: string, name: string): Promise<OptionSet> {
  return apiFetch('/api/options', {
    method: 'POST',
    body: { optionInfo: JSON.stringify({ category: categoryId, name }) },
    parse: (data) => entityIn<OptionSet>(data, 'option'),
  });
}

/** PUT /api/options/:id with name, type, min/max selection and values (price in cents). */
export function updateOption(optionId: string, patch: OptionUpdate): Promise<OptionSet> {
  return apiFetch(`/api/options/${encodeURIComponent(optionId)}`, {
    method: 'PUT',
    body: patch,
    parse: (data) => entityIn<OptionSet>(data, 'option'),
  });
}

/** DELETE /api/options/:id → the server's message. */
export function deleteOption(optionId: string): Promise<string> {
  return apiFetch(`/api/options/${encodeURIComponent(optionId)}`, {
    method: 'DELETE',
    parse: (data) => stringIn(data, 'message'),
  });
}
