import { TextField } from './TextField';

interface PersonNameFieldsProps {
  given: string;
  family: string;
  onGivenChange: (value: string) => void;
  onFamilyChange: (value: string) => void;
  errors: { given?: string | undefined; family?: string | undefined };
}

/** First name and last name, as sign-up and My Account ask for them (spec 001 §5: both required). */
export function PersonNameFields({ given, family, onGivenChange, onFamilyChange, errors }: PersonNameFieldsProps) {
  return (
    <>
      <TextField
        label="First name"
        name="given-name"
        autoComplete="given-name"
        required
        value={given}
        onValueChange={onGivenChange}
        error={errors.given}
      />
      <TextField
        label="Last name"
        name="family-name"
        autoComplete="family-name"
        required
        value={family}
        onValueChange={onFamilyChange}
        error={errors.family}
      />
    </>
  );
}
