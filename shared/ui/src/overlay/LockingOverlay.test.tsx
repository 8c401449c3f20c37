import { resetBus, topics } from '@backoffice/event-bus';
import { act, render, screen, waitFor } from '@testing-library/react';
import { BackofficeProvider } from '../theme/BackofficeProvider';
import { LockingOverlay } from './LockingOverlay';

afterEach(() => resetBus());

it('blocks the page with the title and description from the bus until it is cleared', async () => {
  render(
    <BackofficeProvider>
      <button type="button">Behind</button>
      <LockingOverlay />
    </BackofficeProvider>,
  );
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

  act(() => topics.overlay.publish({ title: 'Creating your venue', description: 'This takes a few seconds.' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Creating your venue' });
  expect(dialog).toHaveAttribute('aria-busy', 'true');
  expect(dialog).toHaveAccessibleDescription('This takes a few seconds.');

  act(() => topics.overlay.publish(null));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});
