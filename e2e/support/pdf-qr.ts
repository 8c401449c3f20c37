/**
 * Reads printed QR cards back: renders each page of a PDF to PNG with Poppler's `pdftoppm` (what a printer would put
 * on paper, not what our code meant to draw), cuts each page into the card grid the shared helper lays out, and decodes
 * every card with jsQR. Empty cells (the last page's unused slots) are skipped, so the result is one entry per card.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { QR_CARD_GRID } from '../../shared/ui/src/qr/qr-pdf';

const run = promisify(execFile);
const DPI = 150;

export const PDFTOPPM = process.env.PDFTOPPM_PATH ?? '/usr/bin/pdftoppm';
export const PDFTOTEXT = process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext';

/** The text a reader copies out of the PDF (Poppler's pdftotext), one line per text run, blank lines dropped. */
export async function pdfTextLines(pdf: Uint8Array): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-text-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    const { stdout } = await run(PDFTOTEXT, ['-raw', '-enc', 'UTF-8', join(dir, 'in.pdf'), '-'], { encoding: 'utf8' });
    return stdout.split(/\r?\n|\f/).filter((line) => line.trim() !== '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface DecodedCard {
  page: number;
  slot: number;
  text: string;
}

/** Every page of the PDF as a PNG, in page order. */
export async function renderPdfPages(pdf: Uint8Array): Promise<PNG[]> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-qr-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    try {
      await run(PDFTOPPM, ['-png', '-r', String(DPI), join(dir, 'in.pdf'), join(dir, 'page')]);
    } catch (error) {
      throw new Error(
        `Could not render the PDF with ${PDFTOPPM} (apt-get install -y poppler-utils, or set PDFTOPPM_PATH): ${String(error)}`,
      );
    }
    const files = (await readdir(dir)).filter((name) => name.startsWith('page') && name.endsWith('.png')).sort();
    return Promise.all(files.map(async (name) => PNG.sync.read(await readFile(join(dir, name)))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function crop(page: PNG, x: number, y: number, width: number, height: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    const from = ((y + row) * page.width + x) * 4;
    out.set(page.data.subarray(from, from + width * 4), row * width * 4);
  }
  return out;
}

/** Decodes the QR code on every card of a PDF laid out by `qrCardsPdf`. */
export async function decodeQrCardsPdf(pdf: Uint8Array): Promise<DecodedCard[]> {
  const pages = await renderPdfPages(pdf);
  const { pageWidth, pageHeight, columns, rows, margin, gap } = QR_CARD_GRID;
  const cardWidth = (pageWidth - 2 * margin - (columns - 1) * gap) / columns;
  const cardHeight = (pageHeight - 2 * margin - (rows - 1) * gap) / rows;
  const cards: DecodedCard[] = [];
  pages.forEach((page, pageIndex) => {
    const scale = page.width / pageWidth; // pixels per millimetre
    for (let slot = 0; slot < columns * rows; slot += 1) {
      const x = Math.floor((margin + (slot % columns) * (cardWidth + gap)) * scale);
      const y = Math.floor((margin + Math.floor(slot / columns) * (cardHeight + gap)) * scale);
      const width = Math.min(Math.floor(cardWidth * scale), page.width - x);
      const height = Math.min(Math.floor(cardHeight * scale), page.height - y);
      const code = jsQR(crop(page, x, y, width, height), width, height, { inversionAttempts: 'attemptBoth' });
      if (code) cards.push({ page: pageIndex + 1, slot, text: code.data });
    }
  });
  return cards;
}
