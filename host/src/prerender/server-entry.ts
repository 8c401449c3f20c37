// The Node bundle's entry (host/prerender-plugin.cjs): every pre-rendered page from the built index.html.
import { pageHtml } from './page-html';
import { PRERENDERED_PAGES } from './public-pages';
import { renderPage } from './render-page';

export async function renderPublicPages(template: string): Promise<Array<{ file: string; html: string }>> {
  const pages = [];
  // One after the other: each render owns the page's emotion cache while it runs.
  for (const page of PRERENDERED_PAGES) {
    pages.push({ file: page.file, html: pageHtml(template, page, await renderPage(page.drawnAt)) });
  }
  return pages;
}
