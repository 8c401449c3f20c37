import { ERROR_TOAST_MS, SUCCESS_TOAST_MS, TOAST_FALLBACK_MESSAGE } from '@backoffice/contracts';
import { resetBus, topics } from '@backoffice/event-bus';
import { act, render, screen } from '@testing-library/react';
import { BackofficeProvider } from '../theme/BackofficeProvider';
import { BackofficeToaster } from './BackofficeToaster';
import { toaster } from './toaster';

// Chakra measures each toast in an animation frame; let that happen inside act.
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

afterEach(async () => {
  await act(() => toaster.remove());
  await settle();
  resetBus();
  jest.restoreAllMocks();
});

function renderToaster() {
  return render(
    <BackofficeProvider>
      <BackofficeToaster />
    </BackofficeProvider>,
  );
}

it('shows every toast published on the bus', async () => {
  renderToaster();
  act(() => topics.toast.emit({ status: 'success', title: 'Shop update successful' }));
  expect(await screen.findByText('Shop update successful')).toBeInTheDocument();
  await settle();
});

it("uses the spec's durations: success 2 s, error 4 s, unless the message says otherwise", async () => {
  const create = jest.spyOn(toaster, 'create');
  renderToaster();
  act(() => {
    topics.toast.emit({ status: 'success', title: 'Saved' });
    topics.toast.emit({ status: 'error', title: 'Failed' });
    topics.toast.emit({ status: 'error', title: 'Slow', duration: 9000 });
  });
  expect(create.mock.calls.map(([t]) => [t.title, t.type, t.duration])).toEqual([
    ['Saved', 'success', SUCCESS_TOAST_MS],
    ['Failed', 'error', ERROR_TOAST_MS],
    ['Slow', 'error', 9000],
  ]);
  await settle();
});

it('a success toast stays for 2 s and then goes; an error toast stays for 4 s (fake timers)', async () => {
  jest.useFakeTimers();
  try {
    renderToaster();
    act(() => {
      topics.toast.emit({ status: 'success', title: 'Product creation successful' });
      topics.toast.emit({ status: 'error', title: 'Could not save' });
    });
    const step = (ms: number) => act(() => jest.advanceTimersByTime(ms));
    await step(50); // Chakra measures each toast in an animation frame
    expect(screen.getByText('Product creation successful')).toBeInTheDocument();
    await step(SUCCESS_TOAST_MS - 150);
    expect(screen.getByText('Product creation successful')).toBeInTheDocument();
    // past 2 s (plus the exit's remove delay), the success toast is gone; the error one is still there
    await step(1000);
    expect(screen.queryByText('Product creation successful')).not.toBeInTheDocument();
    expect(screen.getByText('Could not save')).toBeInTheDocument();
    await step(ERROR_TOAST_MS - SUCCESS_TOAST_MS);
    expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it("falls back to the toast's own sentence when a message has no title", async () => {
  renderToaster();
  act(() => topics.toast.emit({ status: 'error', title: '  ' }));
  expect(await screen.findByText(TOAST_FALLBACK_MESSAGE)).toBeInTheDocument();
  await settle();
});

it('stops listening when unmounted', () => {
  const create = jest.spyOn(toaster, 'create');
  const { unmount } = renderToaster();
  unmount();
  topics.toast.emit({ status: 'success', title: 'Late' });
  expect(create).not.toHaveBeenCalled();
});
