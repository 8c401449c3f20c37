import Bowser from 'bowser';

/** What My Account shows for a sign-in whose browser said nothing we can read. */
export const UNKNOWN_DEVICE = 'Unknown device';

/**
 * "Chrome on macOS" from a User-Agent header: the browser and the system, the words a person recognises in a list of
 * their devices (versions left out: they change under a live session). Bowser (a well-kept parser) reads the header;
 * a client that is not a browser (curl, a script) shows what it says it is, shortened.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const text = userAgent?.trim();
  if (!text) return UNKNOWN_DEVICE;
  const parsed = Bowser.parse(text);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  if (browser || os) return (browser ?? os) as string;
  return text.slice(0, 60);
}
