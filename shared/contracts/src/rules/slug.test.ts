import { CSV_BOM, csvFileText, downloadFileName } from './download';
import { defaultStoreDomain } from './embed-store';
import { slugify, transliterate } from './slug';

describe('slugify: letters transliterated, never dropped', () => {
  it.each([
    ['Kōwhai Café & Bar 2', 'kowhai-cafe-bar-2'],
    ['Kōwhai Café & Bar — Ōtautahi', 'kowhai-cafe-bar-otautahi'],
    ["Joe's  Cafe & Bar!", 'joes-cafe-bar'],
    ['Tāmaki Makaurau Kūmara', 'tamaki-makaurau-kumara'],
    ['Straße Øl Smørrebrød Łódź', 'strasse-ol-smorrebrod-lodz'],
    ['Crème Brûlée Ñandú', 'creme-brulee-nandu'],
    ['🍕 & ☕', ''],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));

  it('keeps every ASCII letter of a Māori name', () => expect(transliterate('Ōtautahi Whakatū')).toBe('Otautahi Whakatu'));
});

it('the default store domain and the download file names use the same rule', () => {
  expect(defaultStoreDomain('Kōwhai Café & Bar 2', '.store.example.com')).toBe('kowhai-cafe-bar-2.store.example.com');
  expect(downloadFileName('Kōwhai Café & Bar 2', 'table-qr-codes', 'pdf')).toBe('kowhai-cafe-bar-2-table-qr-codes.pdf');
  expect(downloadFileName('☕', 'table-qr-codes', 'pdf')).toBe('venue-table-qr-codes.pdf');
});

it('a downloaded CSV is UTF-8 with one BOM', () => {
  expect(csvFileText('Name\r\nKōwhai\r\n')).toBe(`${CSV_BOM}Name\r\nKōwhai\r\n`);
  expect(csvFileText(csvFileText('a'))).toBe(`${CSV_BOM}a`);
});
