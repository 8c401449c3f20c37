/**
 * A small reader for the messages the outbox writes (`compose.ts`): headers (folded, RFC 2047 encoded words),
 * multipart bodies, base64 / quoted-printable / 7bit parts. Enough for our own files; not a general MIME parser.
 */
export interface ParsedEml {
  headers: Map<string, string>;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, charset: string, encoding: string, encoded: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(encoded, 'base64')
          : Buffer.from(
              encoded
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
              'latin1',
            );
      return bytes.toString(bufferEncoding(charset));
    });
}

function bufferEncoding(charset: string | undefined): BufferEncoding {
  const name = (charset ?? 'utf-8').toLowerCase();
  return name === 'iso-8859-1' || name === 'latin1' || name === 'us-ascii' ? 'latin1' : 'utf8';
}

function splitPart(raw: string): Part {
  const end = raw.indexOf('\n\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match?.[1];
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = bufferEncoding(parameter(part.headers.get('content-type'), 'charset'));
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString(charset);
  if (encoding === 'quoted-printable') {
    const binary = part.body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(binary, 'latin1').toString(charset);
  }
  return part.body;
}

function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  if (!type.toLowerCase().startsWith('multipart/')) return [part];
  const boundary = parameter(type, 'boundary');
  if (!boundary) return [];
  const chunks = part.body.split(`--${boundary}`);
  // chunk 0 is the preamble; the last one starts with "--" (the closing delimiter)
  return chunks
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\n/, '').replace(/\n$/, ''))));
}

export function parseEml(raw: string): ParsedEml {
  const message = splitPart(raw.replace(/\r\n/g, '\n'));
  const parts = leaves(message);
  const ofType = (type: string) =>
    parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    headers: message.headers,
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
  };
}
