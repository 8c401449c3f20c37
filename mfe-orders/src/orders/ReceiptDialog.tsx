import { resendReceiptRequest } from '@backoffice/contracts';
import { PromptDialog } from '@backoffice/ui';

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
      // the route's rule: an address it would refuse (an empty one too) is refused here, in its words, nothing sent
      schema={resendReceiptRequest}
      path="email"
      defaultValue={defaultAddress}
      confirmLabel="Send receipt"
      onSubmit={onSend}
      onClose={onClose}
    />
  );
}
