import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (`smtp-server`, no TLS, any login accepted) and the emails it
 * received, parsed by `mailparser` as a mail client would. `url` is an SMTP_URL for the app.
 */
export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  /** Waits (up to `timeoutMs`) for an email to `to` whose subject contains `subject`. */
  waitFor(to: string, subject: string, timeoutMs?: number): Promise<ParsedMail>;
  /** Emails received so far for `to`. */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

/** Starts an SMTP sink on 127.0.0.1 at a free port. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => received.filter((m) => recipients(m).includes(address.toLowerCase()));
  return {
    url: `smtp://sink:secret@127.0.0.1:${port}`,
    received,
    to,
    async waitFor(address, subject, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = to(address).find((m) => (m.subject ?? '').includes(subject));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no email "${subject}" to ${address}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
