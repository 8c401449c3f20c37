import { INTEGRATION_TYPES, type IntegrationType, type IntegrationView } from '@backoffice/contracts';
import type { Db } from '../db/types';
import type { SecretBox } from './secret-box';

interface IntegrationRow {
  type: IntegrationType;
  enabled: boolean;
  api_key_ciphertext: string | null;
  api_key_last4: string | null;
}

/** Every integration type of a shop; a type never saved shows as disabled without a key. */
export async function listIntegrations(db: Db, shopId: string): Promise<IntegrationView[]> {
  const rows = await db.query<IntegrationRow>(
    'select type, enabled, api_key_ciphertext, api_key_last4 from shop_integrations where shop_id = $1',
    [shopId],
  );
  return INTEGRATION_TYPES.map((type) => {
    const row = rows.find((candidate) => candidate.type === type);
    return { type, enabled: row?.enabled ?? false, apiKeyLast4: row?.api_key_last4 ?? null };
  });
}

/** Saves the flag, and the key when one is given (sealed; only its last 4 characters kept in clear). */
export async function saveIntegration(
  db: Db,
  box: SecretBox,
  shopId: string,
  type: IntegrationType,
  input: { enabled: boolean; apiKey?: string | undefined },
): Promise<IntegrationView> {
  const sealed = input.apiKey === undefined ? null : box.seal(input.apiKey);
  const last4 = input.apiKey === undefined ? null : input.apiKey.slice(-4);
  const [row] = await db.query<IntegrationRow>(
    `insert into shop_integrations (shop_id, type, enabled, api_key_ciphertext, api_key_last4)
     values ($1, $2, $3, $4, $5)
     on conflict (shop_id, type) do update set
       enabled = excluded.enabled,
       api_key_ciphertext = coalesce(excluded.api_key_ciphertext, shop_integrations.api_key_ciphertext),
       api_key_last4 = coalesce(excluded.api_key_last4, shop_integrations.api_key_last4),
       updated_at = now()
     returning type, enabled, api_key_ciphertext, api_key_last4`,
    [shopId, type, input.enabled, sealed, last4],
  );
  if (!row) throw new Error('integration upsert returned nothing');
  return { type: row.type, enabled: row.enabled, apiKeyLast4: row.api_key_last4 };
}

/** The clear key, for the server's own calls to the integration. Never sent to a browser. */
export async function readIntegrationKey(db: Db, box: SecretBox, shopId: string, type: IntegrationType): Promise<string | null> {
  const [row] = await db.query<{ api_key_ciphertext: string | null }>(
    'select api_key_ciphertext from shop_integrations where shop_id = $1 and type = $2',
    [shopId, type],
  );
  return row?.api_key_ciphertext ? box.open(row.api_key_ciphertext) : null;
}
