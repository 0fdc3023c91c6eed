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
};

/** The message on one line, so a terminal shows it whole in the log line. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * Mail goes out through SMTP when SMTP_URL is set; otherwise, and for text messages (no SMS provider
 * is wired yet), messages land in the outbox table (the site admin's mail and SMS log) and in the server's
 * own log, in production too: without a transport that is the only way a newcomer's code reaches anyone.
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
    const what = message.channel === 'sms' ? 'SMS' : 'Mail';
    const why = message.channel === 'sms' ? 'no SMS provider is wired' : 'SMTP_URL is not set';
    options.log.info(
      {
        outbox: {
          siteId: message.siteId,
          site: message.fromName,
          channel: message.channel,
          to: message.to,
          subject: message.subject,
        },
      },
      `outbox: ${what} to ${message.to} on site ${message.siteId} (${message.fromName}) not sent, ${why}; ` +
        `kept for the site admin's mail and SMS log. Text: ${oneLine(message.text)}`,
    );
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
