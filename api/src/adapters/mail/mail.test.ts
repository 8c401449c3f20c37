import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEml } from './eml';
import { createMailAdapter } from './index';
import { findResetLink, outboxMail, readOutbox } from './outbox';

const FROM = 'Venue Back-office <no-reply@example.test>';
const newDir = () => mkdtempSync(path.join(tmpdir(), 'mail-test-'));

describe('outbox adapter', () => {
  test('writes a real .eml that reads back exactly (non-ASCII, long lines, html), newest first', async () => {
    const dir = newDir();
    let clock = Date.parse('2026-03-01T10:00:00.000Z');
    const mail = outboxMail({ dir, from: FROM, now: () => new Date(clock) });
    const text = `Kia ora Mere Tāmihana — ${'long line '.repeat(30)}\nhttp://localhost:3000/set-new-password?code=abc_DEF-123\nbye`;
    await mail.sendMail({ to: 'Mere Tāmihana <mere@example.test>', subject: 'Tēnā koe: reset', text, html: '<p>Kia ora</p>' });
    clock += 1000;
    await mail.sendMail({ to: 'second@example.test', subject: 'Second', text: 'plain', html: '<p>plain</p>' });

    const mails = await readOutbox(dir);
    expect(mails.map((m) => m.subject)).toEqual(['Second', 'Tēnā koe: reset']);
    expect(mails[1]).toMatchObject({
      to: 'Mere Tāmihana <mere@example.test>',
      subject: 'Tēnā koe: reset',
      date: '2026-03-01T10:00:00.000Z',
      text,
      resetLink: 'http://localhost:3000/set-new-password?code=abc_DEF-123',
    });
    expect(mails[0]?.resetLink).toBeNull();
    expect(mails[1]?.id).toMatch(/^2026-03-01T10-00-00-000Z-[0-9a-f]{8}$/);
  });

  test('makes its folder when it is missing: before the first mail, and again after it was removed', async () => {
    const dir = path.join(newDir(), 'outbox', 'nested');
    const mail = outboxMail({ dir, from: FROM, now: () => new Date('2026-03-01T10:00:00.000Z') });
    await mail.sendMail({ to: 'first@example.test', subject: 'First', text: 'one', html: '<p>one</p>' });
    expect((await readOutbox(dir)).map((m) => m.subject)).toEqual(['First']);
    rmSync(dir, { recursive: true, force: true });
    await mail.sendMail({ to: 'again@example.test', subject: 'Again', text: 'two', html: '<p>two</p>' });
    expect((await readOutbox(dir)).map((m) => m.subject)).toEqual(['Again']);
  });

  test('a missing folder is an empty outbox; foreign or broken files are skipped', async () => {
    expect(await readOutbox(path.join(newDir(), 'nothing-here'))).toEqual([]);
    const dir = newDir();
    writeFileSync(path.join(dir, 'junk.eml'), '\u0000\u0001 not a mail');
    writeFileSync(path.join(dir, 'notes.txt'), 'ignored');
    const mails = await readOutbox(dir);
    expect(mails.every((m) => m.id === 'junk')).toBe(true);
  });

  test('the reader handles quoted-printable and Q-encoded headers too', () => {
    const raw = [
      'To: =?UTF-8?Q?T=C4=81ne?= <tane@example.test>',
      'Subject: =?UTF-8?Q?Kia_ora?= =?UTF-8?B?IHTEgW5l?=',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'T=C4=81ne, a soft=',
      ' break',
    ].join('\r\n');
    const parsed = parseEml(raw);
    expect(parsed.headers.get('to')).toBe('Tāne <tane@example.test>');
    expect(parsed.headers.get('subject')).toBe('Kia ora tāne');
    expect(parsed.text).toBe('Tāne, a soft break');
  });

  test('findResetLink finds the first set-new-password link only', () => {
    expect(findResetLink('see https://app.example/set-new-password?code=Zz_-9 now')).toBe(
      'https://app.example/set-new-password?code=Zz_-9',
    );
    expect(findResetLink('https://app.example/login')).toBeNull();
  });
});

describe('SMTP adapter (SMTP_URL)', () => {
  /** A minimal SMTP server on the loopback interface that records what it is sent. */
  function fakeSmtp(): Promise<{ server: Server; port: number; received: { rcpt: string[]; data: string }[] }> {
    const received: { rcpt: string[]; data: string }[] = [];
    const server = createServer((socket) => {
      let current = { rcpt: [] as string[], data: '' };
      let inData = false;
      let buffer = '';
      socket.write('220 fake.smtp ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        let index = buffer.indexOf('\r\n');
        while (index !== -1) {
          const line = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          if (inData) {
            if (line === '.') {
              inData = false;
              received.push(current);
              current = { rcpt: [], data: '' };
              socket.write('250 queued\r\n');
            } else current.data += `${line}\n`;
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
          else if (/^MAIL FROM/i.test(line)) socket.write('250 ok\r\n');
          else if (/^RCPT TO/i.test(line)) {
            current.rcpt.push(line);
            socket.write('250 ok\r\n');
          } else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (/^QUIT/i.test(line)) {
            socket.end('221 bye\r\n');
          } else socket.write('250 ok\r\n');
          index = buffer.indexOf('\r\n');
        }
      });
    });
    return new Promise((resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received });
      });
    });
  }

  test('with SMTP_URL set the message goes over SMTP, not to the outbox', async () => {
    const { server, port, received } = await fakeSmtp();
    const outboxDir = newDir();
    try {
      const mail = createMailAdapter({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir, from: FROM });
      expect(mail.name).toBe('smtp');
      await mail.sendMail({ to: 'hemi@example.test', subject: 'Over the wire', text: 'hello', html: '<p>hello</p>' });
      expect(received).toHaveLength(1);
      expect(received[0]?.rcpt[0]).toContain('hemi@example.test');
      expect(received[0]?.data).toContain('Subject: Over the wire');
      expect(await readOutbox(outboxDir)).toEqual([]);
    } finally {
      server.close();
    }
  });

  test('without SMTP_URL: the outbox', () => {
    expect(createMailAdapter({ smtpUrl: null, outboxDir: newDir(), from: FROM }).name).toBe('outbox');
  });
});
