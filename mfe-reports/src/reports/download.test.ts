import { csvFilename, downloadText } from './download';

it('names the file after the shop, the report and the days', () => {
  expect(csvFilename('Harbourside Espresso Bar', 'Sales By Sales', '2026-05-11', '2026-05-17')).toBe(
    'harbourside-espresso-bar-sales-by-sales-2026-05-11-to-2026-05-17.csv',
  );
  expect(csvFilename('Kūmara & Co.', 'Orders', '2026-05-12', '2026-05-12')).toBe('kumara-co-orders-2026-05-12.csv');
});

it('hands the text to the browser as a download and lets the object URL go', async () => {
  const blobs: Blob[] = [];
  const create = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:report';
  });
  const revoke = jest.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  const clicked: HTMLAnchorElement[] = [];
  const onClick = (event: MouseEvent) => {
    clicked.push(event.target as HTMLAnchorElement);
    event.preventDefault(); // jsdom cannot navigate
  };
  document.addEventListener('click', onClick);
  try {
    downloadText('report.csv', '\uFEFFa,b\r\n');
    expect(clicked[0]?.download).toBe('report.csv');
    expect(clicked[0]?.href).toBe('blob:report');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoke).toHaveBeenCalledWith('blob:report');
  } finally {
    document.removeEventListener('click', onClick);
  }
});
