import { type FakeApi, fakeApi } from '@backoffice/api-client/testing';
import { expectErrorUnderField, renderArea } from '@backoffice/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TwoStepSection } from './TwoStepSection';

let api: FakeApi | undefined;
afterEach(() => api?.restore());

it('setting up asks for the password first; any refusal shows under it (the only field), and no code is asked', async () => {
  api = fakeApi({
    'GET /api/my-account/mfa': { enabled: false, recoveryCodesLeft: 0, required: false },
    'POST /api/my-account/mfa/setup': () => ({
      status: 400,
      body: { message: 'Too many attempts. Please wait 15 minutes and try again.' },
    }),
  });
  const user = userEvent.setup();
  renderArea(<TwoStepSection />);
  await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
  const form = screen.getByRole('form', { name: 'Confirm your password' });
  expect(within(form).queryByLabelText(/Code from the app/)).not.toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Continue' }));
  await expectErrorUnderField(within(form).getByLabelText(/Password/), 'Enter your password');
  expect(api.calls('POST /api/my-account/mfa/setup')).toHaveLength(0);

  await user.type(within(form).getByLabelText(/Password/), 'wrong-one');
  await user.click(within(form).getByRole('button', { name: 'Continue' }));
  await expectErrorUnderField(
    within(form).getByLabelText(/Password/),
    'Too many attempts. Please wait 15 minutes and try again.',
  );
  expect(api.calls('POST /api/my-account/mfa/setup')[0]?.body).toEqual({ password: 'wrong-one' });
});

it('turning off asks for the same password field and a code; a code refusal shows under the code', async () => {
  api = fakeApi({
    'GET /api/my-account/mfa': { enabled: true, recoveryCodesLeft: 10, required: false },
    'POST /api/my-account/mfa/disable': () => ({ status: 400, body: { message: 'That code is not right' } }),
  });
  const user = userEvent.setup();
  renderArea(<TwoStepSection />);
  await user.click(await screen.findByRole('button', { name: 'Turn off' }));
  const form = screen.getByRole('form', { name: 'Turn off two-step sign-in' });
  await user.type(within(form).getByLabelText(/Password/), 'merchant123');
  await user.type(within(form).getByLabelText(/Code from the app/), '12345');
  await user.click(within(form).getByRole('button', { name: 'Turn off two-step sign-in' }));
  await expectErrorUnderField(
    within(form).getByLabelText(/Code from the app/),
    'Enter the 6-digit code from your authenticator app',
  );

  await user.type(within(form).getByLabelText(/Code from the app/), '6');
  await user.click(within(form).getByRole('button', { name: 'Turn off two-step sign-in' }));
  await expectErrorUnderField(within(form).getByLabelText(/Code from the app/), 'That code is not right');
  expect(api.calls('POST /api/my-account/mfa/disable')[0]?.body).toEqual({ password: 'merchant123', code: '123456' });
});
