import type { ReactNode } from 'react';
import { Card, Heading, Stack, Text } from '../index';

export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline">
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function Said({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid={testId} aria-live="polite">
      {children}
    </Text>
  );
}
