import { updateShop, useCurrentShop, useShopDetails } from '@backoffice/api-client';
import {
  MESSAGES,
  type SavedSettingsSection,
  type ShopUpdate,
  SUCCESS_TOAST_MS,
  settingsSectionSchema,
} from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { useState } from 'react';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** zod issues → one message per dotted field path (the first wins), for the fields to show under themselves. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * A section's save (spec 000 §2, §7): check the section's schema, PUT its partial shopInfo (60 s time-out in the
 * api-client) naming the section in `options.section` so the API checks the same schema, 'Shop update successful'
 * for 2 s, and the page's copy of the shop replaced by the answer. A failed call has already been toasted by the
 * api-client; the form keeps what was typed. `null`: an immediate-save toggle or a table push/pull, which sends a
 * fragment of a section and is checked by the API's partial schema only.
 */
export function useSectionSave() {
  const shopId = useCurrentShop()?.shopId;
  const { mutate } = useShopDetails();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function save(
    section: SavedSettingsSection | null,
    value: unknown,
    { isAdmin = false }: { isAdmin?: boolean } = {},
  ): Promise<boolean> {
    if (!shopId) return false;
    let shopInfo = value;
    if (section) {
      const parsed = settingsSectionSchema(section, { isAdmin }).safeParse(value);
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return false;
      }
      shopInfo = parsed.data;
    }
    setErrors({});
    setBusy(true);
    try {
      const shop = await updateShop(shopId, shopInfo as ShopUpdate, section ? { section } : undefined);
      topics.toast.emit({ status: 'success', title: MESSAGES.shopUpdateSuccessful, duration: SUCCESS_TOAST_MS });
      await mutate((current) => (current ? { ...current, shop } : current), { revalidate: false });
      // the host reloads its copy too: its shop switcher shows the name, and its device follower starts or ends
      // with the location type
      topics.shopChanged.emit({ shopId });
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { save, busy, errors, setErrors };
}
