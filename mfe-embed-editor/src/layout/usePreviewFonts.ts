import { checkFontImports } from '@backoffice/contracts';
import { useEffect } from 'react';

/**
 * Loads the layout's font imports into this page while the preview shows, so a font the merchant imported is the
 * font the preview draws with (without it the preview fell back to the browser's font and looked unlike the store).
 * Only the URLs the contracts rule accepts are used — the same check the API applies — never the merchant's text;
 * the links go when the imports change or the preview closes.
 */
export function usePreviewFonts(imports: unknown): void {
  const text = typeof imports === 'string' ? imports : '';
  useEffect(() => {
    if (text.trim() === '') return;
    const check = checkFontImports(text);
    if (!check.ok) return;
    const links = check.urls.map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.previewFont = 'true';
      document.head.appendChild(link);
      return link;
    });
    return () => {
      for (const link of links) link.remove();
    };
  }, [text]);
}
