import { defaultLayoutConfig } from '@backoffice/contracts';
import { renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { LayoutEditor } from './LayoutEditor';

it('shows an edited theme colour in the preview before saving', async () => {
  const stored = defaultLayoutConfig('embed', 2);
  const onSave = jest.fn();
  renderArea(
    <LayoutEditor
      target="embed"
      version={2}
      stored={stored}
      resetKey="a"
      onVersionChange={async () => undefined}
      onSaveSection={onSave}
    />,
    { path: '/x?layout=theme' },
  );
  const preview = await screen.findByTestId('store-preview');
  expect(preview.innerHTML).not.toContain('rgb(255, 0, 0)');
  fireEvent.change(screen.getAllByLabelText('First')[0] as HTMLElement, { target: { value: '#ff0000' } });
  expect(screen.getByTestId('store-preview').innerHTML).toContain('rgb(255, 0, 0)');
  expect(onSave).not.toHaveBeenCalled();
});

it('the navbar logo: its URL with the shared Upload (aspect ratio 4); Remove image empties the URL', async () => {
  const stored = defaultLayoutConfig('embed', 2);
  const navbar = stored.navbar as Record<string, unknown>;
  navbar.logo = 'https://img.example/logo.png';
  renderArea(
    <LayoutEditor
      target="embed"
      version={2}
      stored={stored}
      resetKey="a"
      onVersionChange={async () => undefined}
      onSaveSection={jest.fn()}
    />,
    { path: '/x?layout=navbar' },
  );
  const url = await screen.findByLabelText('Logo URL');
  expect(url).toHaveValue('https://img.example/logo.png');
  expect(screen.getByTestId('image-upload-preview')).toHaveAttribute('src', 'https://img.example/logo.png');
  expect(screen.getByText(/A wide logo: aspect ratio 4/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Replace image' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
  expect(screen.getByLabelText('Logo URL')).toHaveValue('');
  expect(screen.queryByTestId('image-upload-preview')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Navbar/ })).toHaveTextContent('unsaved');
});
