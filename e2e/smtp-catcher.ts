import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/*
 * A real SMTP server for the main e2e app (playwright.config.ts gives that app SMTP_URL pointing here), so
 * the browser journeys' emails travel the production path: the send-email job, nodemailer, an SMTP
 * conversation. Each message received is written raw (RFC 5322, as a mail client would store it) to
 * SMTP_CATCHER_DIR as `{ms}-{n}.eml`, where e2e/mail.ts reads and parses it with mailparser.
 */

const port = Number(process.env.SMTP_CATCHER_PORT);
const dir = process.env.SMTP_CATCHER_DIR;
if (!port || !dir) throw new Error('SMTP_CATCHER_PORT and SMTP_CATCHER_DIR are required');
await mkdir(dir, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', (error: Error) => callback(error));
    stream.on('end', () => {
      count += 1;
      const file = path.join(dir, `${Date.now()}-${String(count).padStart(6, '0')}.eml`);
      writeFile(file, Buffer.concat(chunks)).then(
        () => callback(),
        (error: Error) => callback(error),
      );
    });
  },
});
server.listen(port, '127.0.0.1');
