import { Accordion, Box } from '@backoffice/ui/chakra';
import { type ReactNode, useEffect, useRef } from 'react';
import { SECTION_PARAM, useUrlSection } from './useUrlSection';

export interface UrlAccordionItem<S extends string = string> {
  value: S;
  title: ReactNode;
  content: ReactNode;
}

export interface UrlAccordionProps<S extends string> {
  items: readonly UrlAccordionItem<S>[];
  param?: string;
}

function sectionElement(value: string): Element | null {
  return document.querySelector(`[data-section="${CSS.escape(value)}"]`);
}

/**
 * The settings accordion of spec 000 §2: one section open at a time, clicking a section opens it, the open one is
 * `?section=` in the URL, and a section named in the URL on load is scrolled into view. Only the open section's
 * content is mounted (each holds its own form).
 */
export function UrlAccordion<S extends string>({ items, param = SECTION_PARAM }: UrlAccordionProps<S>) {
  const [current, choose, { fromUrl }] = useUrlSection(
    items.map((item) => item.value),
    { param },
  );
  const scrolled = useRef(false);
  useEffect(() => {
    // Only on load, and only for a section the URL asked for: later clicks must not jump the page around.
    if (scrolled.current) return;
    scrolled.current = true;
    if (fromUrl) sectionElement(current)?.scrollIntoView({ block: 'start' });
  }, [current, fromUrl]);

  return (
    <Accordion.Root
      value={[current]}
      onValueChange={(details) => {
        const next = details.value[0];
        if (next) choose(next as S);
      }}
      lazyMount
      unmountOnExit
    >
      {items.map((item) => (
        <Accordion.Item key={item.value} value={item.value} data-section={item.value} scrollMarginTop="4">
          <Accordion.ItemTrigger>
            <Box as="span" flex="1" textAlign="start" fontWeight="semibold">
              {item.title}
            </Box>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>{item.content}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
