import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config.js';
import type { EmailContent } from './template-kit.js';

/** Where emails go without SMTP_URL: `DATA_DIR/outbox/` (docs/reference/people.md#email). */
export function outboxDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.resolve(config.dataDir, 'outbox');
}

/** One email ready to hand over: recipient, content and its dedupe key (names the outbox file). */
export interface OutgoingEmail extends EmailContent {
  to: string;
  key: string;
  /** Extra header lines (`List-Unsubscribe`, `List-Unsubscribe-Post`: RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

/** Where an email went: the SMTP server's message id, or the outbox file written. */
export type Delivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

/**
 * Hands one email to SMTP_URL's server (nodemailer: STARTTLS when offered on smtp://, TLS on smtps://;
 * 10 s to connect and greet, 30 s of silence at most), or without SMTP_URL writes the raw RFC 5322
 * message (nodemailer's streamTransport) to `DATA_DIR/outbox/<time>-<key>.eml`.
 * @throws the transport's error (connection refused, rejected recipient…): the job is retried
 */
export async function deliverEmail(
  config: Pick<AppConfig, 'mail' | 'dataDir'>,
  email: OutgoingEmail,
): Promise<Delivery> {
  const message = {
    from: config.mail.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: email.headers,
  };
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.mail.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    try {
      const info = await transport.sendMail(message);
      return { via: 'smtp', messageId: String(info.messageId) };
    } finally {
      transport.close();
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(message);
  const dir = outboxDir(config);
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const file = path.join(dir, `${stamp}-${email.key.replaceAll(/[^A-Za-z0-9-]/g, '-')}.eml`);
  await writeFile(file, info.message as Buffer);
  return { via: 'outbox', file };
}
