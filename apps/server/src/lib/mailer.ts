import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Mail } from '../db/schema/mail.ts';

export type { Mail };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written as an .eml file to DATA_DIR/outbox, so the
 * password reset works on a laptop with no mail server: open the file, read the code.
 */
/**
 * Nodemailer's message for a mail: the calendar event as its text/calendar alternative and as an attachment, and the
 * mail's own files (a receipt's PDF) decoded from the outbox's base64.
 */
function toMessage(from: string, mail: Mail): SendMailOptions {
  const { icalEvent, attachments = [], ...rest } = mail;
  const files: NonNullable<SendMailOptions['attachments']> = attachments.map((file) => ({
    filename: file.filename,
    content: Buffer.from(file.contentBase64, 'base64'),
    contentType: file.contentType,
  }));
  if (!icalEvent) return files.length > 0 ? { from, ...rest, attachments: files } : { from, ...rest };
  return {
    from,
    ...rest,
    icalEvent: { method: icalEvent.method, content: icalEvent.content, filename: 'invite.ics' },
    attachments: [
      {
        filename: 'session.ics',
        content: icalEvent.content,
        contentType: `text/calendar; charset=utf-8; method=${icalEvent.method}`,
      },
      ...files,
    ],
  };
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: (msg: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(toMessage(options.from, mail));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(toMessage(options.from, mail));
      await mkdir(options.outboxDir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      // Written under another name, then renamed: whoever reads the outbox never finds an .eml half-written.
      await writeFile(`${file}.partial`, info.message as Buffer);
      await rename(`${file}.partial`, file);
      options.log(`e-mail to ${mail.to} written to ${file}`);
    },
  };
}
