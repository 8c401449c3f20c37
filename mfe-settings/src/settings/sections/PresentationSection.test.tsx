import { type FakeApi, testShop } from '@backoffice/api-client/testing';
import { resetBus } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../App';
import { serveShop } from '../testing/shop-server';

/**
 * Presentation: what the section saves once the shared ImageUpload has uploaded a picture. The upload itself
 * (crop, rotate, JPEG, the 9 MB limit) is ImageUpload's own tests' and the settings journey's; here it is a button
 * that hands back an uploaded URL, as the real one does when its upload is done.
 */
jest.mock('@backoffice/ui', () => {
  const actual = jest.requireActual('@backoffice/ui');
  return {
    ...actual,
    ImageUpload: ({ label, onChange }: { label: string; onChange: (url: string) => void }) => (
      <button type="button" onClick={() => onChange('https://images.example.test/new-hero.jpg')}>
        {`Upload ${label}`}
      </button>
    ),
  };
});

let api: FakeApi;
beforeEach(() => {
  ({ api } = serveShop(testShop('s1', 'Harbour Cafe', { images: { hero: 'https://images.example.test/old-hero.jpg' } })));
});
afterEach(() => {
  api.restore();
  resetBus();
});

it('the uploaded hero is saved with the presentation section named, so the API checks it with that section’s schema', async () => {
  renderArea(<App />, { path: '/shop/settings?section=presentation' });
  const form = await screen.findByRole('form', { name: 'Presentation' });
  // the stored picture again is no change: Save waits for a new upload
  expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  fireEvent.click(within(form).getByRole('button', { name: 'Upload Hero image' }));
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.calls('PUT /api/shops/s1')).toHaveLength(1));
  expect(api.calls('PUT /api/shops/s1')[0]?.body).toEqual({
    shopInfo: { images: { hero: 'https://images.example.test/new-hero.jpg' } },
    options: { section: 'presentation' },
  });
});
