import { isApiError } from '@backoffice/api-client';
import { newPromoCodeDefaults, type PromoCodeDraft, promoCodeDraftProblem, promoCodeEditorForm } from '@backoffice/contracts';
import { Button, Dialog, Portal, SchemaForm, Text, useSchemaForm, useWatch } from '@backoffice/ui';
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
 * button reads Confirm and saves, its Edit buttons jump to step 3 (target) or step 5 (customers). One kit form over
 * contracts `promoCodeEditorForm` (the route's field rules and each step's own, promoCodeStepProblem): Next checks
 * the step at once and holds with the problem under its field; Confirm checks them all and saves the schema's output.
 */
export function PromoCodeEditor({ open, title, initial, onClose, onSave, now = () => new Date() }: PromoCodeEditorProps) {
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const last = step === PROMO_STEPS.length - 1;
  // the step's rules (the expiry against the clock as it is when checked)
  const schema = promoCodeEditorForm(step, now);
  const form = useSchemaForm(schema, {
    defaultValues: initial,
    labels: API_LABELS,
    onSubmit: async (draft) => {
      const saving = onSave(draft);
      setBusy(true);
      try {
        await saving;
        onClose();
      } catch (error) {
        // a refusal of a field on an earlier step: back to that step, the message under the field
        const back = isApiError(error) && error.field !== undefined ? FIELD_STEP[error.field] : undefined;
        if (!isApiError(error) || back === undefined) throw error;
        goTo(back);
        form.setError(error.field as keyof PromoCodeDraft, { type: 'server', message: error.message });
      } finally {
        setBusy(false);
      }
    },
  });
  const draft = useWatch({ control: form.control }) as PromoCodeDraft;
  const problem = promoCodeDraftProblem(draft, now())?.message ?? null;
  const goTo = (next: number) => {
    form.clearErrors();
    setStep(next);
  };
  /** Next: the step's rules hold (its fields' problems under them, focus on the first), or it stays. */
  const next = () => {
    const checked = schema.safeParse(form.getValues());
    const problems = checked.success ? [] : checked.error.issues.filter((issue) => FIELD_STEP[String(issue.path[0])] === step);
    if (problems.length === 0) goTo(step + 1);
    else form.show(Object.fromEntries(problems.map((issue) => [issue.path.join('.'), issue.message])));
  };

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
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" mb="3" aria-live="polite">
                Step {step + 1} of {PROMO_STEPS.length}: {PROMO_STEPS[step]}
              </Text>
              <SchemaForm form={form} as="none">
                <PromoCodeStep step={step} draft={draft} goTo={goTo} problem={problem} />
              </SchemaForm>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button variant="outline" disabled={step === 0 || busy} onClick={() => goTo(step - 1)}>
                Back
              </Button>
              {last ? (
                <Button loading={busy} disabled={problem !== null} onClick={() => void form.submit()}>
                  Confirm
                </Button>
              ) : (
                <Button onClick={next}>Next</Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
