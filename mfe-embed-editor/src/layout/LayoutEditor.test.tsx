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
