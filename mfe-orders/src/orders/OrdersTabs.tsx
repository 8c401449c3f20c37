import { Tabs } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { type OrdersTab, TABS } from './order-view';

export interface OrdersTabsProps {
  tab: OrdersTab;
  onTab(tab: OrdersTab): void;
  /** Pending orders nobody opened yet, counted on the PENDING tab. */
  unseen: number;
  /** On a phone with an order open, the detail stands alone: no tab list. */
  hideList: boolean;
  /** The open tab's content (the list and the detail). */
  children: ReactNode;
}

/** PENDING (pending + accepted) and COMPLETED; one panel per tab, so each tab controls a real panel. */
export function OrdersTabs({ tab, onTab, unseen, hideList, children }: OrdersTabsProps) {
  return (
    <Tabs.Root value={tab} onValueChange={(details) => onTab(details.value as OrdersTab)}>
      <Tabs.List display={hideList ? 'none' : undefined}>
        {TABS.map((name) => (
          <Tabs.Trigger key={name} value={name}>
            {name}
            {name === 'PENDING' && unseen > 0 ? ` (${unseen})` : ''}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* only the open one holds the list and detail */}
      {TABS.map((name) => (
        <Tabs.Content key={name} value={name} p="0">
          {name === tab && children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
