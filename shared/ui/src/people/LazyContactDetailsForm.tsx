import { type ComponentProps, lazy, Suspense } from 'react';
import { LoadingSpinner } from '../loading/LoadingSpinner';

// The form validates with the contracts' zod schema: loaded when a page shows it, so zod stays off the sign-in page's
// first load (host/src/boot-path.test.ts), which imports shared/ui whole.
const Form = lazy(() => import('./ContactDetailsForm').then((module) => ({ default: module.ContactDetailsForm })));

export type ContactDetailsFormProps = ComponentProps<typeof Form>;

export function ContactDetailsForm(props: ContactDetailsFormProps) {
  return (
    <Suspense fallback={<LoadingSpinner label="Loading contact details" />}>
      <Form {...props} />
    </Suspense>
  );
}
