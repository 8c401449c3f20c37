import { LOCALE } from '@backoffice/contracts';
import { Stat } from '@backoffice/ui/chakra';

const counts = new Intl.NumberFormat(LOCALE);

export interface KeyFigureProps {
  /** What is counted, in the merchant's words ("Orders today"). */
  label: string;
  value: number;
  /** e.g. "min" after a preparation time. */
  unit?: string;
  help?: string;
}

/** A labelled headline number on a card, e.g. the dashboard's "Orders today". */
export function KeyFigure({ label, value, unit, help }: KeyFigureProps) {
  return (
    <Stat.Root data-testid="live-figure" borderWidth="1px" borderRadius="l3" p="4" maxW="xs" bg="bg.panel">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>
        {counts.format(value)}
        {unit && <Stat.ValueUnit>{unit}</Stat.ValueUnit>}
      </Stat.ValueText>
      {/* Stat.Root is a <dl>: the help line must sit in a <dd> to keep the list valid (axe definition-list). */}
      {help && (
        <dd>
          <Stat.HelpText>{help}</Stat.HelpText>
        </dd>
      )}
    </Stat.Root>
  );
}
