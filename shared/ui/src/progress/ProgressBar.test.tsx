import { PROGRESS_BAR_HEIGHT_PX } from '@backoffice/contracts';
import { resetBus, topics, trackLoading } from '@backoffice/event-bus';
import { act, render, screen } from '@testing-library/react';
import { BackofficeProvider } from '../theme/BackofficeProvider';
import { ProgressBar } from './ProgressBar';

afterEach(() => resetBus());

it('shows a 5 px progress bar only while calls are in flight', async () => {
  render(
    <BackofficeProvider>
      <ProgressBar />
    </BackofficeProvider>,
  );
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

  let finish: () => void = () => {};
  let call: Promise<void> = Promise.resolve();
  act(() => {
    call = trackLoading(new Promise<void>((resolve) => (finish = resolve)));
  });
  const bar = screen.getByRole('progressbar', { name: 'Loading' });
  expect(bar).toHaveStyle({ height: `${PROGRESS_BAR_HEIGHT_PX}px` });

  await act(async () => {
    finish();
    await call;
  });
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(topics.loading.current()).toBe(0);
});
