import { Tabs } from '@backoffice/ui/chakra';
import type { ReactNode } from 'react';
import { SECTION_PARAM, useUrlSection } from './useUrlSection';

export interface UrlTabItem<S extends string = string> {
  value: S;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface UrlTabsProps<S extends string> {
  items: readonly UrlTabItem<S>[];
  /** The query parameter; `section` as the spec's URLs use it. */
  param?: string;
  /** Names the tab list for screen readers, e.g. "Category". */
  label: string;
  /** Called when the merchant picks another tab (analytics: spec 001 "tab changes are tracked"). */
  onChange?: (value: S) => void;
}

/** Tabs whose open tab lives in `?section=` (useUrlSection). Only the open tab's content is mounted. */
export function UrlTabs<S extends string>({ items, param = SECTION_PARAM, label, onChange }: UrlTabsProps<S>) {
  const [current, choose] = useUrlSection(
    items.map((item) => item.value),
    { param },
  );
  return (
    <Tabs.Root
      value={current}
      onValueChange={(details) => {
        choose(details.value as S);
        onChange?.(details.value as S);
      }}
      lazyMount
      unmountOnExit
    >
      <Tabs.List aria-label={label} overflowX="auto">
        {items.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content key={item.value} value={item.value}>
          {item.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
