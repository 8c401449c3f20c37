import { resetBus, topics } from '@backoffice/event-bus';
import { act, screen } from '@testing-library/react';
import { hostSession } from '../session/host-session-store';
import { restoreSession } from '../session/session';
import { renderShell, settle, settleAndClearToasts } from '../testing/render-shell';
import { signedIn } from '../testing/signed-in';

// Records when the signed-in shell's module is first required (React.lazy's import()).
let mockShellModuleLoaded = false;
jest.mock('./SignedInShell', () => {
  mockShellModuleLoaded = true;
  return jest.requireActual('./SignedInShell');
});

beforeEach(() => {
  resetBus();
  hostSession.reset();
  localStorage.clear();
});
afterEach(() => settleAndClearToasts());

it('renders /login without loading the signed-in shell, and loads it once signed in', async () => {
  await restoreSession('/login');
  await renderShell('/login');
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(mockShellModuleLoaded).toBe(false);

  // Signed in, the guard sends /login to /dashboard: the shell loads.
  act(() => {
    signedIn();
  });
  await settle();
  expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  expect(mockShellModuleLoaded).toBe(true);

  // My Account is a lazy chunk of its own inside the shell.
  act(() => topics.navigate.emit('/my-account'));
  expect(await screen.findByRole('heading', { level: 1, name: 'My Account' }, { timeout: 5_000 })).toBeInTheDocument();
  expect(screen.getAllByRole('main')).toHaveLength(1);
});
