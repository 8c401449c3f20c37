import { setTeamTwoStep } from '@backoffice/api-client';
import { SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Box, Switch, Text } from '@backoffice/ui';
import { useEffect, useRef, useState } from 'react';

export const TWO_STEP_LABEL = 'Require two-step sign-in for this team';
export const twoStepSaved = (required: boolean) =>
  required ? 'Two-step sign-in is now required for this team' : 'Two-step sign-in is no longer required for this team';

/**
 * The owner's switch (PUT /api/shops/:shopId/team/two-step `{ required }`): when on, every member must use two-step
 * sign-in to open this shop. Saved at once; a refusal (its reason toasted by the api client) leaves it as it was.
 */
export function TwoStepSwitch({
  shopId,
  required,
  onSaved,
}: {
  shopId: string;
  required: boolean;
  onSaved: (required: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  // What the switch shows: the asked-for state while saving, back to the server's on a refusal (the switch's own
  // checkbox has already flipped, so it must see a change to flip back).
  const [shown, setShown] = useState(required);
  useEffect(() => setShown(required), [required]);
  // The switch's box keeps the flip it was given even when told otherwise; after a refusal it is drawn anew (and
  // focus put back on it, for the keyboard).
  const [drawn, setDrawn] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (drawn > 0) frame.current?.querySelector('input')?.focus();
  }, [drawn]);

  async function change(next: boolean) {
    setBusy(true);
    setShown(next);
    try {
      await setTeamTwoStep(shopId, next);
      topics.toast.emit({ status: 'success', title: twoStepSaved(next), duration: SUCCESS_TOAST_MS });
      onSaved(next);
    } catch {
      // already said by the api client's toast; the switch goes back to where the server has it
      setShown(required);
      setDrawn((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box mt="8" ref={frame}>
      <Switch.Root key={drawn} checked={shown} disabled={busy} onCheckedChange={(details) => void change(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{TWO_STEP_LABEL}</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted" mt="1">
        Everyone in the team then needs two-step sign-in (My Account → Security) to open this shop.
      </Text>
    </Box>
  );
}
