import type { PaymentAccount, Shop } from '@backoffice/contracts';
import { UrlTabs } from '@backoffice/ui';
import { TableOrderingSettings } from '../settings/sections/TableOrderingSettings';
import { TablesTab } from './TablesTab';

export const TABLE_ORDERING_TABS = ['settings', 'tables'] as const;

/**
 * Table ordering's two tabs (spec 001 §2), on /shop/table-ordering (`?section=`) and inside the settings accordion's
 * table-ordering section (`?tab=`, since `section` there names the accordion section).
 */
export function TableOrdering({
  shop,
  stripeAccount,
  isAdmin,
  param,
}: {
  shop: Shop;
  stripeAccount: PaymentAccount | null;
  isAdmin: boolean;
  param: 'section' | 'tab';
}) {
  return (
    <UrlTabs
      label="Table ordering"
      param={param}
      items={[
        {
          value: 'settings',
          label: 'Settings',
          content: <TableOrderingSettings shop={shop} stripeAccount={stripeAccount} isAdmin={isAdmin} />,
        },
        { value: 'tables', label: 'Tables', content: <TablesTab shop={shop} /> },
      ]}
    />
  );
}
