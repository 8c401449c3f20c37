import { renderHook } from '@testing-library/react';
import { usePreviewFonts } from './usePreviewFonts';

const previewLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[data-preview-font]')].map((link) => link.href);

describe('usePreviewFonts', () => {
  it('adds a stylesheet link per accepted import and removes them when the imports change or the preview closes', () => {
    const { rerender, unmount } = renderHook(({ imports }) => usePreviewFonts(imports), {
      initialProps: {
        imports:
          '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Roboto">\n@import url(https://fonts.bunny.net/css?family=inter);',
      },
    });
    expect(previewLinks()).toEqual([
      'https://fonts.googleapis.com/css2?family=Roboto',
      'https://fonts.bunny.net/css?family=inter',
    ]);
    rerender({ imports: '@import url(https://fonts.googleapis.com/css2?family=Lato);' });
    expect(previewLinks()).toEqual(['https://fonts.googleapis.com/css2?family=Lato']);
    unmount();
    expect(previewLinks()).toEqual([]);
  });

  it('loads nothing from text the font rule refuses', () => {
    renderHook(() => usePreviewFonts('<link rel="stylesheet" href="https://evil.example/x.css">'));
    expect(previewLinks()).toEqual([]);
    renderHook(() => usePreviewFonts(''));
    expect(previewLinks()).toEqual([]);
  });
});
