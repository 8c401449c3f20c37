/**
 * QR codes and printable QR cards (spec 001 §2/§9: QR size 200, A4 portrait PDFs, themes dark, platinum, bronze,
 * gold). qrcode and jspdf are imported only when a function here runs, so they sit in their own chunk and no page
 * fetches them until a merchant asks for a QR code or a PDF (ARCHITECTURE: heavy libraries load only where used).
 */
export const QR_SIZE = 200;
export const QR_THEMES = ['dark', 'platinum', 'bronze', 'gold'] as const;
export type QrTheme = (typeof QR_THEMES)[number];

/** Card colours per theme: background, text and the frame around the code (the code itself stays black on white). */
export const QR_THEME_COLOURS: Record<QrTheme, { background: string; text: string; frame: string }> = {
  dark: { background: '#111418', text: '#ffffff', frame: '#3a4048' },
  platinum: { background: '#e5e4e2', text: '#1c1c1c', frame: '#a9a9a9' },
  bronze: { background: '#6e4a2a', text: '#fff6ec', frame: '#cd7f32' },
  gold: { background: '#3b2f0b', text: '#fff8dc', frame: '#d4af37' },
};

export async function qrDataUrl(url: string, size: number = QR_SIZE): Promise<string> {
  const QRCode = await import(/* webpackChunkName: "qr-pdf" */ 'qrcode');
  return QRCode.toDataURL(url, { width: size, margin: 1, errorCorrectionLevel: 'M' });
}

export interface QrCard {
  /** What the code opens (an https link). */
  url: string;
  /** The card's caption, e.g. "Table 4" or "Order online". */
  title: string;
}

export interface QrCardsPdfInput {
  venueName: string;
  /** The venue's logo as a PNG or JPEG data URL, drawn at the top of every card. */
  logoDataUrl?: string;
  theme: QrTheme;
  cards: readonly QrCard[];
}

/** Where the cards sit on each A4 page (millimetres). Exported so tests can cut a rendered page into its cards. */
export const QR_CARD_GRID = { pageWidth: 210, pageHeight: 297, columns: 2, rows: 3, margin: 12, gap: 8 } as const;
const A4 = { width: QR_CARD_GRID.pageWidth, height: QR_CARD_GRID.pageHeight };
const { columns: COLUMNS, rows: ROWS, margin: MARGIN, gap: GAP } = QR_CARD_GRID;

function hex(colour: string): [number, number, number] {
  const n = Number.parseInt(colour.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * The PDF's text font: jsPDF's built-in Helvetica covers only WinAnsi, so "Kōwhai" printed as "KMwhai". Noto Sans
 * (a subset with Latin Extended-A, so every macron) is embedded instead; its data is a module of its own, fetched with
 * jsPDF only when a PDF is made.
 */
async function embedUnicodeFont(doc: import('jspdf').jsPDF): Promise<string> {
  const font = await import(/* webpackChunkName: "qr-pdf" */ './pdf-fonts.generated');
  doc.addFileToVFS('NotoSans-Regular.ttf', font.NOTO_SANS_REGULAR_TTF_BASE64);
  doc.addFont('NotoSans-Regular.ttf', font.PDF_FONT_FAMILY, 'normal');
  doc.addFileToVFS('NotoSans-Bold.ttf', font.NOTO_SANS_BOLD_TTF_BASE64);
  doc.addFont('NotoSans-Bold.ttf', font.PDF_FONT_FAMILY, 'bold');
  return font.PDF_FONT_FAMILY;
}

/** An A4 portrait PDF with one card per item, six to a page: venue name (and logo), the QR code, the caption. */
export async function qrCardsPdf({ venueName, logoDataUrl, theme, cards }: QrCardsPdfInput): Promise<Blob> {
  const { jsPDF } = await import(/* webpackChunkName: "qr-pdf" */ 'jspdf');
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const family = await embedUnicodeFont(doc);
  doc.setProperties({ title: `${venueName} QR codes` });
  const colours = QR_THEME_COLOURS[theme];
  const cardWidth = (A4.width - 2 * MARGIN - (COLUMNS - 1) * GAP) / COLUMNS;
  const cardHeight = (A4.height - 2 * MARGIN - (ROWS - 1) * GAP) / ROWS;
  const perPage = COLUMNS * ROWS;
  const codes = await Promise.all(cards.map((card) => qrDataUrl(card.url)));

  cards.forEach((card, index) => {
    if (index > 0 && index % perPage === 0) doc.addPage('a4', 'portrait');
    const slot = index % perPage;
    const x = MARGIN + (slot % COLUMNS) * (cardWidth + GAP);
    const y = MARGIN + Math.floor(slot / COLUMNS) * (cardHeight + GAP);
    doc.setFillColor(...hex(colours.background));
    doc.setDrawColor(...hex(colours.frame));
    doc.setLineWidth(0.8);
    doc.roundedRect(x, y, cardWidth, cardHeight, 4, 4, 'FD');
    let top = y + 8;
    if (logoDataUrl) {
      doc.addImage(logoDataUrl, x + cardWidth / 2 - 15, top - 2, 30, 10, 'venue-logo', 'FAST');
      top += 12;
    }
    doc.setTextColor(...hex(colours.text));
    doc.setFont(family, 'bold');
    doc.setFontSize(13);
    doc.text(venueName, x + cardWidth / 2, top + 2, { align: 'center', maxWidth: cardWidth - 8 });
    const qrSide = Math.min(cardWidth - 24, cardHeight - (top - y) - 22);
    const qrX = x + (cardWidth - qrSide) / 2;
    const qrY = top + 6;
    doc.setFillColor(255, 255, 255);
    doc.roundedRect(qrX - 2, qrY - 2, qrSide + 4, qrSide + 4, 2, 2, 'F');
    doc.addImage(codes[index] as string, 'PNG', qrX, qrY, qrSide, qrSide, `qr-${index}`, 'FAST');
    doc.setFont(family, 'normal');
    doc.setFontSize(12);
    doc.text(card.title, x + cardWidth / 2, qrY + qrSide + 9, { align: 'center', maxWidth: cardWidth - 8 });
  });
  return doc.output('blob');
}

/** Saves a PDF (or any blob) under a file name, through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
