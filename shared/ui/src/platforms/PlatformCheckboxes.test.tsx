import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { BackofficeProvider } from '../theme/BackofficeProvider';
import { BUZZER_PLATFORMS, CUSTOMER_PLATFORMS, DISPLAY_PLATFORMS, PlatformCheckboxes } from './PlatformCheckboxes';

let latest: string[] | undefined;
function Harness({ readOnly, platforms }: { readOnly?: boolean; platforms: readonly string[] }) {
  const [value, setValue] = useState<string[]>([platforms[2] as string]);
  return (
    <BackofficeProvider>
      <PlatformCheckboxes
        label="Platforms"
        platforms={platforms}
        value={value}
        readOnly={readOnly}
        onChange={(next) => {
          latest = next;
          setValue(next);
        }}
      />
    </BackofficeProvider>
  );
}

beforeEach(() => {
  latest = undefined;
});

it('has the three platform sets of the spec', () => {
  expect(CUSTOMER_PLATFORMS).toEqual(['kiosk', 'web', 'mobile-app']);
  expect(DISPLAY_PLATFORMS).toEqual(['marketplace', 'embed', 'kiosk']);
  expect(BUZZER_PLATFORMS).toEqual(['pos', 'embed', 'kiosk']);
});

it('ticks and unticks platforms, reporting them in the listed order', async () => {
  render(<Harness platforms={CUSTOMER_PLATFORMS} />);
  expect(screen.getByLabelText('Mobile app')).toBeChecked();
  fireEvent.click(screen.getByLabelText('Kiosk'));
  await waitFor(() => expect(latest).toEqual(['kiosk', 'mobile-app']));
  fireEvent.click(screen.getByLabelText('Mobile app'));
  await waitFor(() => expect(latest).toEqual(['kiosk']));
});

it('reports a tick in the click’s own turn, so a Save straight after it sends the tick', () => {
  render(<Harness platforms={CUSTOMER_PLATFORMS} />);
  fireEvent.click(screen.getByLabelText('Kiosk'));
  expect(latest).toEqual(['kiosk', 'mobile-app']);
  fireEvent.click(screen.getByLabelText('Web'));
  expect(latest).toEqual(['kiosk', 'web', 'mobile-app']);
  expect(screen.getByLabelText('Web')).toBeChecked();
});

it('read-only (a non-admin): shows the choice, says why, changes nothing', async () => {
  render(<Harness platforms={DISPLAY_PLATFORMS} readOnly />);
  expect(screen.getByText('Only an admin can change this.')).toBeInTheDocument();
  expect(screen.getByLabelText('Kiosk')).toBeChecked();
  fireEvent.click(screen.getByLabelText('Marketplace'));
  fireEvent.click(screen.getByLabelText('Kiosk'));
  // Give zag the turn in which it would have reported a change.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(latest).toBeUndefined();
  expect(screen.getByLabelText('Kiosk')).toBeChecked();
  expect(screen.getByLabelText('Marketplace')).not.toBeChecked();
});
