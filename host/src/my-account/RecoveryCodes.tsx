import { Alert, Button, Flex, List, Stack } from '@backoffice/ui';
import { useState } from 'react';

/** The recovery codes, once: a list to copy, download as a text file, then "I have saved them". */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Venue Back-office recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const [copied, setCopied] = useState(false);
  return (
    <Stack gap={3} aria-label="Recovery codes">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          Save these recovery codes now: they are shown only once. Each one signs you in once if you lose your phone.
        </Alert.Title>
      </Alert.Root>
      <List.Root as="ol" ps={6} fontFamily="mono" data-testid="recovery-codes">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List.Root>
      <Flex gap={3} wrap="wrap">
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button asChild variant="outline">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="venue-backoffice-recovery-codes.txt">
            Download codes
          </a>
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Flex>
    </Stack>
  );
}
