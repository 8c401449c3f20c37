import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QR_SIZE, QR_THEME_COLOURS, QR_THEMES, qrCardsPdf, qrDataUrl } from './qr-pdf';

function pdfText(blob: Blob): Promise<string> {
  // jsdom's Blob has no arrayBuffer(); FileReader reads it.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer).toString('latin1'));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The text a reader gets out of the PDF (Poppler's pdftotext, as a merchant's viewer would), one line per text run. */
async function extractedLines(blob: Blob): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'qr-pdf-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), Buffer.from(await pdfText(blob), 'latin1'));
    const text = execFileSync('pdftotext', ['-raw', join(dir, 'in.pdf'), '-'], { encoding: 'utf8' });
    return text.split(/\r?\n|\f/).filter((line) => line.trim() !== '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it('draws a 200-pixel QR code for a URL', async () => {
  const url = await qrDataUrl('https://harbour-cafe.store.localhost');
  expect(url).toMatch(/^data:image\/png;base64,/);
  const png = Buffer.from(url.split(',')[1] as string, 'base64');
  // PNG IHDR: width and height as big-endian integers at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([QR_SIZE, QR_SIZE]);
  expect(QR_THEMES).toEqual(['dark', 'platinum', 'bronze', 'gold']);
});

it('makes an A4 portrait PDF with one card per item, six to a page, each with its own code and caption', async () => {
  const cards = Array.from({ length: 7 }, (_, i) => ({
    url: `https://harbour-cafe.store.localhost/?order-type=dine-in&table=t${i + 1}`,
    title: `Table ${i + 1}`,
  }));
  const blob = await qrCardsPdf({ venueName: 'Harbour Cafe', theme: 'gold', cards });
  const text = await pdfText(blob);
  expect(text.startsWith('%PDF-')).toBe(true);
  // two pages, each A4 portrait (595.28 × 841.89 pt)
  expect(text.match(/\/Type \/Page\b/g)).toHaveLength(2);
  expect(text.match(/\/MediaBox \[0 0 595\.2799\d* 841\.8899\d*\]/g)).toHaveLength(2);
  // one QR image per card (distinct codes), one caption per card in order, the venue name on every card
  expect(text.match(/\/Subtype \/Image/g)).toHaveLength(7);
  const lines = await extractedLines(blob);
  expect(lines.filter((line) => line.startsWith('Table '))).toEqual(cards.map((c) => c.title));
  expect(lines.filter((line) => line === 'Harbour Cafe')).toHaveLength(7);
});

it('prints a name with macrons and accents exactly, in an embedded Unicode font (not the built-in WinAnsi Helvetica)', async () => {
  const venueName = 'Kōwhai Café & Bar — Ōtautahi';
  const blob = await qrCardsPdf({ venueName, theme: 'dark', cards: [{ url: 'https://x.test', title: 'Tēpu 1 · Mātātahi' }] });
  expect(await extractedLines(blob)).toEqual([venueName, 'Tēpu 1 · Mātātahi']);
  const text = await pdfText(blob);
  expect(text).toContain('/FontFile2'); // an embedded TrueType font
  expect(text).toMatch(/\/BaseFont \/[A-Z]*\+?NotoSans/);
});

it.each(QR_THEMES)('draws the %s theme', async (theme) => {
  const blob = await qrCardsPdf({ venueName: 'Harbour Cafe', theme, cards: [{ url: 'https://x.test', title: 'Order online' }] });
  const text = await pdfText(blob);
  expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
  expect(await extractedLines(blob)).toContain('Order online');
  // the card is filled and framed in this theme's colours: PDF colour operators, components 0…1 to two places
  // (jsPDF writes a grey, r = g = b, as one component: `g` / `G`)
  const operator = (colour: string, rgb: 'rg' | 'RG') => {
    const n = Number.parseInt(colour.slice(1), 16);
    const parts = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
    const place = (v: number) => String(Number((v / 255).toFixed(2)));
    return parts.every((v) => v === parts[0])
      ? `\n${place(parts[0] as number)} ${rgb === 'rg' ? 'g' : 'G'}\n`
      : `\n${parts.map(place).join(' ')} ${rgb}\n`;
  };
  expect(text).toContain(operator(QR_THEME_COLOURS[theme].background, 'rg'));
  expect(text).toContain(operator(QR_THEME_COLOURS[theme].frame, 'RG'));
  for (const other of QR_THEMES.filter((t) => t !== theme))
    expect(text).not.toContain(operator(QR_THEME_COLOURS[other].background, 'rg'));
});

it("draws the venue's logo at the top of every card, stored once", async () => {
  const logoDataUrl = await qrDataUrl('logo'); // any PNG data URL will do as a logo
  const cards = Array.from({ length: 3 }, (_, i) => ({ url: `https://x.test/t${i + 1}`, title: `Table ${i + 1}` }));
  const without = await pdfText(await qrCardsPdf({ venueName: 'Harbour Cafe', theme: 'dark', cards }));
  const withLogo = await pdfText(await qrCardsPdf({ venueName: 'Harbour Cafe', logoDataUrl, theme: 'dark', cards }));
  const drawn = (text: string) => text.match(/\/I\d+ Do/g)?.length ?? 0;
  expect(drawn(without)).toBe(3);
  expect(drawn(withLogo)).toBe(6); // a code and the logo on each card
  expect(withLogo.match(/\/Subtype \/Image/g)).toHaveLength(4); // three codes + one logo image, reused
});
