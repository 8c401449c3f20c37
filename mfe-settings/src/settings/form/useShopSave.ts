import { type FieldLabels, updateShop, useCurrentShop, useShopDetails, withFormScope } from '@backoffice/api-client';
import { MESSAGES, type SavedSettingsSection, type Shop, type ShopUpdate, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { useState } from 'react';

/**
 * A shop settings save (spec 000 §2, §7), the one every section form, immediate toggle and table push/pull goes
 * through: PUT the partial shopInfo (60 s time-out in the api-client; `section` names the section whose schema the
 * API checks it with — none for a toggle's flag or a table's `$push`/`$pull`, checked by the partial schema only),
 * 'Shop update successful' for 2 s, the page's copy of the shop replaced by the answer and the host told.
 * Rejects as the save does (a refusal was toasted by the api-client unless `labels` names its field).
 */
export function useShopSave() {
  const shopId = useCurrentShop()?.shopId;
  const { mutate } = useShopDetails();
  const [busy, setBusy] = useState(false);

  function save(
    shopInfo: ShopUpdate,
    { section, labels }: { section?: SavedSettingsSection; labels?: FieldLabels } = {},
  ): Promise<Shop | undefined> {
    if (!shopId) return Promise.resolve(undefined);
    setBusy(true);
    // the endpoint is called before the first await: a form's scope (field labels) reaches it
    const put = () => updateShop(shopId, shopInfo, section ? { section } : undefined);
    return (labels ? withFormScope({ fields: labels }, put) : put())
      .then(async (shop) => {
        topics.toast.emit({ status: 'success', title: MESSAGES.shopUpdateSuccessful, duration: SUCCESS_TOAST_MS });
        await mutate((current) => (current ? { ...current, shop } : current), { revalidate: false });
        // the host reloads its copy too: its shop switcher shows the name, and its device follower starts or ends
        // with the location type
        topics.shopChanged.emit({ shopId });
        return shop;
      })
      .finally(() => setBusy(false));
  }

  return { save, busy };
}
