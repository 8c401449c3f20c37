import { downloadFileName, slugify } from '@backoffice/contracts';

/** Hands a text file to the browser's download (Blob + a temporary link). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Harbourside Espresso Bar", "orders", days → `harbourside-espresso-bar-orders-2026-05-11-to-2026-05-17.csv`. */
export function csvFilename(shopName: string, kind: string, from: string, to: string): string {
  const days = from === to ? from : `${from}-to-${to}`;
  return downloadFileName(shopName, [slugify(kind), days].filter(Boolean).join('-'), 'csv', 'shop');
}
