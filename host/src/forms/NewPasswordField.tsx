import { PASSWORD_MIN_LENGTH } from '@backoffice/contracts';
import { TextField } from './TextField';

/**
 * A field for choosing a password: required, at least 6 characters, with the spec's placeholder (spec 000 §2 Set
 * new password; 001 §5) and the browser's "new password" autofill.
 */
export function NewPasswordField(props: {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
      minLength={PASSWORD_MIN_LENGTH}
      required
      {...props}
    />
  );
}
