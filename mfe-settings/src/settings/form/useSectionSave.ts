import { type FieldLabels, updateShop, useCurrentShop, useShopDetails } from '@backoffice/api-client';
import {
  MESSAGES,
  type SavedSettingsSection,
  type ShopUpdate,
  SUCCESS_TOAST_MS,
  settingsSectionSchema,
} from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { useFieldErrors } from '@backoffice/ui';
import { useState } from 'react';

/**
 * A section's save (spec 000 §2, §7): check the section's schema, PUT its partial shopInfo (60 s time-out in the
 * api-client) naming the section in `options.section` so the API checks the same schema, 'Shop update successful'
 * for 2 s, and the page's copy of the shop replaced by the answer. `null`: an immediate-save toggle or a table
 * push/pull, which sends a fragment of a section and is checked by the API's partial schema only.
 *
 * Errors go through the one form-errors hook (@backoffice/ui useFieldErrors): the schema's messages under their
 * fields (keyed by payload path, 'contact.email'), focus on the first; a refusal of the API's own rules (they have
 * no client twin: an admin's order fee, a fixed shop's address) under the field `labels` names, else one toast.
 * The form keeps what was typed. `formRef` goes on the section's form (SectionForm).
 */
export function useSectionSave(labels?: FieldLabels) {
  const shopId = useCurrentShop()?.shopId;
  const { mutate } = useShopDetails();
  const [busy, setBusy] = useState(false);
  const { formRef, errors, check, submit } = useFieldErrors(labels);

  async function save(
    section: SavedSettingsSection | null,
    value: unknown,
    { isAdmin = false }: { isAdmin?: boolean } = {},
  ): Promise<boolean> {
    if (!shopId) return false;
    let shopInfo = value;
    if (section) {
      const parsed = check(settingsSectionSchema(section, { isAdmin }), value);
      if (parsed === undefined) return false;
      shopInfo = parsed;
    }
    setBusy(true);
    try {
      const shop = await submit(() => updateShop(shopId, shopInfo as ShopUpdate, section ? { section } : undefined));
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

  return { save, busy, errors, formRef };
}
