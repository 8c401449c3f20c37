/**
 * Shared by My Account (host) and the admin user detail (mfe-admin): one rule, one place.
 * Spec 001 §5 "Contact details: … Phone prefix +64". The input sits after a fixed "+64" and the number is stored
 * with it ("+64 21 555 0101"), so what the merchant sees and what other screens show agree. A leading 0 (the NZ
 * trunk prefix, "021 …") is dropped; a number typed with its own "+" (another country) is kept as typed.
 */
export const PHONE_PREFIX = '+64';

/** Stored number → what the input shows after the prefix. */
export function phoneWithoutPrefix(stored: string | null | undefined): string {
  const value = (stored ?? '').trim();
  return value.startsWith(PHONE_PREFIX) ? value.slice(PHONE_PREFIX.length).trim() : value;
}

/** What the merchant typed → the stored number ('' stays '': the field is required, the form says so). */
export function phoneWithPrefix(typed: string): string {
  const value = typed.trim().replace(/\s+/g, ' ');
  if (value === '') return '';
  if (value.startsWith('+')) return value;
  const national = value.replace(/^0+\s*/, '');
  return national ? `${PHONE_PREFIX} ${national}` : '';
}
