import { qrCardsPdf } from '../../shared/ui/src/qr/qr-pdf';
import { decodeQrCardsPdf } from '../support/pdf-qr';

// The printed cards must scan: render the shared helper's real PDF with Poppler and decode every card, in every theme
// the merchant can choose (dark and platinum are the two ends a scanner must cope with). Seven cards spill onto a
// second page.
describe('QR cards PDF', () => {
  it.each(['dark', 'platinum', 'bronze', 'gold'] as const)(
    'every card of a %s PDF decodes to its own link, one card per item',
    async (theme) => {
      const cards = Array.from({ length: 7 }, (_, index) => ({
        url: `https://demo-cafe.store.example/?order-type=dine-in&table=t-${index + 1}`,
        title: `Table ${index + 1}`,
      }));
      const blob = await qrCardsPdf({ venueName: 'Demo Cafe', theme, cards });
      const decoded = await decodeQrCardsPdf(new Uint8Array(await blob.arrayBuffer()));
      expect(decoded.map((card) => card.text)).toEqual(cards.map((card) => card.url));
      expect(decoded.map((card) => card.page)).toEqual([1, 1, 1, 1, 1, 1, 2]);
    },
  );
});
