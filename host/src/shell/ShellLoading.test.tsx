import { BackofficeProvider } from '@backoffice/ui';
import { render, screen } from '@testing-library/react';
import { ShellLoadBoundary, ShellLoading } from './ShellLoading';

it('announces the shell loading as a status inside the main landmark', () => {
  render(
    <BackofficeProvider>
      <ShellLoading />
    </BackofficeProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading the back-office…');
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('status'));
});

/** What React.lazy does when the shell's chunk cannot be fetched: it throws while rendering. */
function ChunkFails(): never {
  throw new Error('Loading chunk signed-in-shell failed');
}

it('shows a reload panel instead of a blank page when the shell cannot load', () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <BackofficeProvider>
      <ShellLoadBoundary>
        <ChunkFails />
      </ShellLoadBoundary>
    </BackofficeProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('The back-office could not load');
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  consoleError.mockRestore();
});
