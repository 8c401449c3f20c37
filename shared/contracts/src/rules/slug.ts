/**
 * Names made safe for a host name or a file name. Letters are transliterated, never dropped: "Kōwhai Café & Bar 2"
 * → `kowhai-cafe-bar-2` (not `kwhai-caf-bar-2`). One rule for the default store domain (spec 001 §2: non-alphanumerics
 * removed, spaces to hyphens, lowercase) and every file name we offer for download.
 */

/** Letters that Unicode decomposition does not take apart into a base letter and a mark. */
const WHOLE_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  ŋ: 'ng',
  Ŋ: 'NG',
  ĸ: 'k',
};

/** Latin letters with macrons, accents and the like to plain ASCII letters ("Ōtautahi" → "Otautahi"). */
export function transliterate(text: string): string {
  return text
    .replace(/[ßẞæÆœŒøØđĐðÐþÞłŁıħĦŧŦŋŊĸ]/g, (letter) => WHOLE_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

/**
 * Spec 001 §2's domain rule after transliteration: anything but letters, digits and spaces removed, runs of spaces to
 * one hyphen, lowercase. "Joe's  Cafe & Bar!" → `joes-cafe-bar`; "Kōwhai Café & Bar — Ōtautahi" → `kowhai-cafe-bar-otautahi`.
 */
export function slugify(text: string): string {
  return transliterate(text)
    .replace(/[^a-zA-Z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
}
