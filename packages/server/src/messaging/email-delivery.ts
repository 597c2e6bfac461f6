import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import {
  claimForSending,
  markFinal,
  markRetry,
  markSent,
  type ClaimedMessage,
} from './outbox-sending.ts';

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

/**
 * Time-outs well inside a claim's lease (LEASE_SECONDS), so a mail server that hangs gives the
 * message back to the queue instead of holding it past its lease.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
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
 * An SMTP answer the server will give again whatever we do (5xx: no such mailbox, refused) fails
 * the message for good; anything else (4xx, a connection refused or timed out) is for now.
 */
export function permanentSmtpRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Delivers one outbox e-mail if it may be claimed now (outbox-sending.ts). */
export async function deliverEmail(
  deps: EmailDeliveryDeps,
  outboxMessageId: number,
  at = new Date(),
): Promise<void> {
  const message = await claimForSending(deps.db, outboxMessageId, at);
  if (message?.channel === 'email') await sendClaimedEmail(deps, message, at);
}

/**
 * Sends a claimed e-mail. Without SMTP the message is held in the outbox and its text, links
 * included, goes to the log. Its Message-ID is the row's, the same on every try, so a mail
 * system that is given it twice (a resend after a crash) can tell.
 */
export async function sendClaimedEmail(
  deps: EmailDeliveryDeps,
  message: ClaimedMessage,
  at = new Date(),
): Promise<void> {
  const outboxMessageId = message.outbox_message_id;
  if (!deps.transport) {
    deps.log.info(
      { outboxMessageId, to: message.recipient, subject: message.subject },
      `e-mail held in the outbox (no SMTP_URL):\n${message.body_text}`,
    );
    await markFinal(deps.db, outboxMessageId, 'held', null);
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
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    if (permanentSmtpRefusal(e)) await markFinal(deps.db, outboxMessageId, 'failed', error);
    else await markRetry(deps.db, message, at, error);
    return;
  }
  await markSent(deps.db, outboxMessageId, at);
}
