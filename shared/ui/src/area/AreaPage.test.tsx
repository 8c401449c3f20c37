import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackofficeProvider } from '../theme/BackofficeProvider';
import { AreaPage, type AreaPageProps } from './AreaPage';

function renderPage(props: Partial<AreaPageProps>) {
  return render(
    <BackofficeProvider>
      <AreaPage title="Orders" {...props}>
        <p>the orders</p>
      </AreaPage>
    </BackofficeProvider>,
  );
}

it('shows the title as the page heading and the content', () => {
  renderPage({ actions: <button type="button">Refresh</button>, subtitle: 'Harbour Cafe' });
  expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Orders' })).toBeInTheDocument();
  expect(screen.getByText('Harbour Cafe')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  expect(screen.getByText('the orders')).toBeInTheDocument();
});

it('shows skeletons instead of the content while loading', () => {
  renderPage({ isLoading: true });
  expect(screen.getByTestId('area-loading')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('Loading Orders')).toBeInTheDocument();
  expect(screen.queryByText('the orders')).not.toBeInTheDocument();
});

it('shows the error with a Retry that calls back', async () => {
  const onRetry = jest.fn();
  renderPage({ error: new Error('Shop not found'), onRetry, isLoading: true });
  expect(screen.getByRole('alert')).toHaveTextContent('We could not load this page.');
  expect(screen.getByRole('alert')).toHaveTextContent('Shop not found');
  expect(screen.queryByText('the orders')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('shows the empty state', () => {
  renderPage({ isEmpty: true, emptyTitle: 'No orders yet', emptyDescription: 'New orders appear here.' });
  expect(screen.getByText('No orders yet')).toBeInTheDocument();
  expect(screen.getByText('New orders appear here.')).toBeInTheDocument();
  expect(screen.queryByText('the orders')).not.toBeInTheDocument();
});
