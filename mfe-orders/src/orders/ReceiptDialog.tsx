import { resendReceiptRequest } from '@backoffice/contracts';
import { PromptDialog } from '@backoffice/ui';

/** The rule the API holds the address to (contracts `resendReceiptRequest`), asked before the call. */
function refusal(address: string): string | undefined {
  const checked = resendReceiptRequest.shape.email.safeParse(address);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** An empty answer is refused in the same words as a malformed one (the schema's). */
const EMPTY_REFUSED = refusal('') ?? 'Please enter a valid e-mail address';

export interface ReceiptDialogProps {
  open: boolean;
  /** The customer's address, filled in. */
  defaultAddress: string;
  /** Rejects on a refusal: one about the address shows under the field, any other is the one toast. */
  onSend(address: string): Promise<unknown>;
  onClose(): void;
}

/** Send receipt (`?section=receipt`, spec 001 §7): the address, the customer's by default. */
export function ReceiptDialog({ open, defaultAddress, onSend, onClose }: ReceiptDialogProps) {
  return (
    <PromptDialog
      open={open}
      title="Send receipt by email"
      label="Email address"
      // the API names it "Email" (contracts fieldLabel): its refusal shows under this field, not as a toast
      apiLabels={['Email address', 'Email']}
      defaultValue={defaultAddress}
      confirmLabel="Send receipt"
      requiredMessage={EMPTY_REFUSED}
      validate={refusal}
      onSubmit={onSend}
      onClose={onClose}
    />
  );
}
