import { SIGNED_OUT_IDLE_MESSAGE } from '@backoffice/contracts';
import { resetBus } from '@backoffice/event-bus';
import { screen } from '@testing-library/react';
import { renderShell } from '../testing/render-shell';
import { signedOutMessage, withSignedOutReason } from './signed-out-reason';

beforeEach(() => {
  resetBus();
  localStorage.clear();
});

it('the sign-in page says an admin was signed out after 30 idle minutes', async () => {
  await renderShell(withSignedOutReason('/login?next=%2Fadmin%2Fusers', 'idle'));
  expect(await screen.findByText(SIGNED_OUT_IDLE_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
});

it('says nothing without a known reason', () => {
  expect(signedOutMessage('?next=%2Fdashboard')).toBeNull();
  expect(signedOutMessage('?signedOut=whatever')).toBeNull();
  expect(signedOutMessage('?signedOut=idle')).toBe(SIGNED_OUT_IDLE_MESSAGE);
});
