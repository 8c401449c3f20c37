import { isApiError } from '@backoffice/api-client';
import { newPromoCodeDefaults, type PromoCodeDraft, promoCodeDraftProblem, promoCodeStepProblem } from '@backoffice/contracts';
import { Button, Dialog, Portal, Text, useFieldErrors } from '@backoffice/ui';
import { useState } from 'react';
import { PromoCodeStep } from './PromoCodeSteps';

/** Spec 001 §4: the six steps of the promo code editor. */
export const PROMO_STEPS = [
  'Code name and type',
  'Discount type and amount',
  'Discount target',
  'Expiry and minimum spend',
  'Target customers and usage limit',
  'Confirm',
] as const;

/**
 * The editor's fields by the words the API opens a refusal of them with (contracts promo-code rules, the API's
 * taken code and unknown products/customers): a refusal on Confirm shows under its field, once, not toasted.
 */
const API_LABELS = {
  code: ['Code name', 'Code'],
  discount: ['Discount', 'A percentage discount'],
  discountTargetType: 'A free-product code',
  rewardTargetProducts: 'Products',
  expiry: 'Expiry',
  minimumSpent: 'Minimum spend',
  users: 'Customers',
  usageLimit: 'Usage limit',
} as const;

/** The step each field is on: a refusal on Confirm takes the merchant back to it. */
const FIELD_STEP: Readonly<Record<string, number>> = {
  code: 0,
  discount: 1,
  discountTargetType: 2,
  rewardTargetProducts: 2,
  expiry: 3,
  minimumSpent: 3,
  users: 4,
  usageLimit: 4,
};

/** A new code's draft: spec 001 §4 defaults, expiry one day from `now`. */
export function newDraft(now: Date): PromoCodeDraft {
  return { ...newPromoCodeDefaults(now), rewardTargetProducts: [], users: [] };
}

export interface PromoCodeEditorProps {
  open: boolean;
  /** "Generate Code" or "Edit promo code". */
  title: string;
  initial: PromoCodeDraft;
  onClose: () => void;
  /** Saves; the editor closes when it resolves (spec 001 §4: Confirm saves, then closes). */
  onSave: (draft: PromoCodeDraft) => Promise<unknown>;
  /** The clock of "expiry in the future" (tests pin it). */
  now?: (() => Date) | undefined;
}

/**
 * The six-step promo code editor (spec 001 §4): Next advances, Back is disabled on step 1, the last step's
 * button reads Confirm and saves, its Edit buttons jump to step 3 (target) or step 5 (customers).
 */
export function PromoCodeEditor({ open, title, initial, onClose, onSave, now = () => new Date() }: PromoCodeEditorProps) {
  const [step, setStep] = useState(0);
  // Next pressed on this step with something wrong: the problem shows under its field (and follows the fixes)
  const [tried, setTried] = useState(false);
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  // the API's refusal of a field (on Confirm), shown on that field's step until the merchant edits it
  const { formRef, errors: refused, clear, submit } = useFieldErrors<HTMLDivElement>(API_LABELS);
  const set = (patch: Partial<PromoCodeDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    for (const key of Object.keys(patch)) clear(key);
  };
  // spec 001 §4 + ours: each step's rules (contracts, the same the API runs) hold before Next; the confirm step
  // checks them all, the expiry against the clock as it is then
  const stepProblem = promoCodeStepProblem(step, draft, now());
  const shown = tried ? stepProblem : null;
  const problem = promoCodeDraftProblem(draft, now())?.message ?? null;
  const last = step === PROMO_STEPS.length - 1;
  const goTo = (next: number) => {
    setTried(false);
    setStep(next);
  };
  /** The step's own problem with a field (after Next), else the API's refusal of it. */
  const problemOf = (field: keyof PromoCodeDraft): string | undefined =>
    shown?.field === field ? shown.message : refused[field];

  return (
    <Dialog.Root
      open={open}
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="promo-editor">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body ref={formRef}>
              <Text fontSize="sm" color="fg.muted" mb="3" aria-live="polite">
                Step {step + 1} of {PROMO_STEPS.length}: {PROMO_STEPS[step]}
              </Text>
              <PromoCodeStep step={step} draft={draft} set={set} problemOf={problemOf} goTo={goTo} problem={problem} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button variant="outline" disabled={step === 0 || busy} onClick={() => goTo(step - 1)}>
                Back
              </Button>
              {last ? (
                <Button
                  loading={busy}
                  disabled={problem !== null}
                  onClick={() => {
                    setBusy(true);
                    void submit(() => onSave(draft))
                      .then(() => onClose())
                      .catch((error: unknown) => {
                        // a refusal of a field on an earlier step: back to that step, the message under the field
                        const step = isApiError(error) && error.field !== undefined ? FIELD_STEP[error.field] : undefined;
                        if (step !== undefined) goTo(step);
                      })
                      .finally(() => setBusy(false));
                  }}
                >
                  Confirm
                </Button>
              ) : (
                <Button
                  onClick={() => {
                    // the step's rules hold before Next; otherwise its problem shows under its field
                    if (stepProblem) setTried(true);
                    else goTo(step + 1);
                  }}
                >
                  Next
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
