import { Box, Heading, Text, VisuallyHidden } from '@backoffice/ui';
import { Component, type ReactNode, useId } from 'react';
import { type ChartSpec, formatValue, isEmptySpec } from './chart-spec';
import { LazyChart } from './LazyChart';

export interface ChartFigureProps {
  title: string;
  /** One sentence a screen reader hears with the title ("NZ$1,234.00 over 7 days, highest Fri 15 May"). */
  summary: string;
  spec: ChartSpec;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText: string;
  height?: number;
}

/** Keeps a chunk that failed to load (or a chart that threw) inside its figure; the text alternative stays. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <Text color="fg.muted" fontSize="sm" py="6" textAlign="center">
          The chart could not be drawn. Reload the page to try again.
        </Text>
      );
    }
    return this.props.children;
  }
}

/**
 * A chart with its text alternative (WCAG 1.1.1): the figure is named by its title, the caption carries a
 * one-line summary, and a visually hidden table holds every value the chart draws. The drawing itself is hidden
 * from assistive technology. An empty period shows a sentence, never an empty axis.
 */
export function ChartFigure({ title, summary, spec, emptyText, height = 260 }: ChartFigureProps) {
  const titleId = useId();
  const empty = isEmptySpec(spec);
  return (
    <Box as="figure" aria-labelledby={titleId} m="0" data-testid="chart-figure">
      <Box as="figcaption" mb="2">
        <Heading as="h3" size="md" id={titleId}>
          {title}
        </Heading>
        {!empty && (
          <Text color="fg.muted" fontSize="sm">
            {summary}
          </Text>
        )}
      </Box>
      {empty ? (
        <Box
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="l2"
          py="10"
          px="4"
          textAlign="center"
          color="fg.muted"
          data-testid="chart-empty"
        >
          {emptyText}
        </Box>
      ) : (
        <>
          <Box aria-hidden="true" minH={`${height}px`}>
            <ChartBoundary>
              <LazyChart spec={spec} height={height} />
            </ChartBoundary>
          </Box>
          <VisuallyHidden>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{spec.labelsName}</th>
                  {spec.series.map((s) => (
                    <th key={s.name} scope="col">
                      {s.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {spec.labels.map((label, i) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {spec.series.map((s) => (
                      <td key={s.name}>{formatValue(s.data[i] ?? 0, spec.format)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </Box>
  );
}
