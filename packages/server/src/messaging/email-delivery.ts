import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { claimForSending, markOutcome } from './outbox.ts';

export interface MailTransport {
  send(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    messageId: string;
    attachments?: { filename: string; content: Buffer; contentType: string }[];
    headers?: Record<string, string>;
  }): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

export interface EmailDeliveryDeps {
  db: Database;
  transport: MailTransport | null;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * Delivers one outbox e-mail at most once: the claim (status `sending`) is committed before the
 * provider is called, so a retried job finds nothing to claim. Without SMTP the message is held
 * in the outbox and its text, links included, goes to the log.
 */
export async function deliverEmail(
  deps: EmailDeliveryDeps,
  outboxMessageId: number,
): Promise<void> {
  const message = await claimForSending(deps.db, outboxMessageId);
  if (!message || message.channel !== 'email') return;
  if (!deps.transport) {
    deps.log.info(
      { outboxMessageId, to: message.recipient, subject: message.subject },
      `e-mail held in the outbox (no SMTP_URL):\n${message.body_text}`,
    );
    await markOutcome(deps.db, outboxMessageId, { status: 'held' });
    return;
  }
  const blob = message.attachment_blob_uid
    ? await deps.db
        .selectFrom('blobs')
        .select(['data', 'mime_type'])
        .where('blob_uid', '=', message.attachment_blob_uid)
        .executeTakeFirst()
    : undefined;
  const headers = (message.headers ?? {}) as Record<string, string>;
  try {
    await deps.transport.send({
      from: deps.from,
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.body_text,
      ...(message.body_html ? { html: message.body_html } : {}),
      messageId: `<${message.send_key}@siteline>`,
      ...(blob
        ? {
            attachments: [
              {
                filename: message.attachment_name ?? 'report',
                content: blob.data,
                contentType: blob.mime_type,
              },
            ],
          }
        : {}),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
    });
    await markOutcome(deps.db, outboxMessageId, { status: 'sent' });
  } catch (e) {
    await markOutcome(deps.db, outboxMessageId, { status: 'failed', error: String(e) });
    throw e;
  }
}
