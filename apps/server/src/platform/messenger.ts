import { and, desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/outbox';
import { AppError } from './app-error';

export type OutgoingMessage = {
  siteId: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  /** Shown as the sender's name on mail. */
  fromName: string;
};

/** Sends mail and text messages. A port, so services never know SMTP or the outbox. */
export type Messenger = { send(message: OutgoingMessage): Promise<void> };

type MessengerOptions = {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Outside production the outbox also prints each message to the log (codes included). */
  logOutbox: boolean;
};

/**
 * Mail goes out through SMTP when SMTP_URL is set; otherwise, and for text messages (no SMS provider
 * is wired yet), messages land in the outbox table.
 */
export function createMessenger(options: MessengerOptions): Messenger & { close(): void } {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const from = options.mailFrom ?? 'no-reply@localhost';

  async function toOutbox(message: OutgoingMessage) {
    await options.db.insert(outbox).values({
      siteId: message.siteId,
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
    });
    if (options.logOutbox) {
      options.log.info(
        {
          outbox: { channel: message.channel, to: message.to, subject: message.subject, text: message.text },
        },
        'outbox: message captured (development)',
      );
    } else {
      options.log.warn({ channel: message.channel }, 'outbox: message captured; configure a transport');
    }
  }

  return {
    async send(message) {
      if (message.channel === 'email' && transport) {
        try {
          await transport.sendMail({
            from: { name: message.fromName, address: from },
            to: message.to,
            subject: message.subject,
            text: message.text,
          });
        } catch (error) {
          options.log.error({ err: error }, 'smtp delivery failed');
          throw new AppError('MAIL_DELIVERY_FAILED', { cause: error });
        }
        return;
      }
      await toOutbox(message);
    },
    close() {
      transport?.close();
    },
  };
}

export async function listOutbox(db: Db, siteId: number, limit = 50) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.siteId, siteId)))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
