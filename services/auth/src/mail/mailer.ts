import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import { DB, LOGGER, type Logger } from '@kah/runtime';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config';
import type { AuthDb } from '../repositories/auth.tables';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise renders it with nodemailer's JSON
 * transport and keeps it in the sent_emails table (the local capturing sink tests read).
 */
@Injectable()
export class Mailer {
  private readonly transport: Transporter;
  private readonly capture: boolean;

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(DB) private readonly db: Kysely<AuthDb>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.capture = !config.smtpUrl;
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  }

  /** Never throws: a mail failure is logged (without the body, which holds a token) and the request still succeeds. */
  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      if (this.capture) {
        await this.db.insertInto('sent_emails').values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html }).execute();
      }
    } catch (err) {
      this.logger.error({ err: (err as Error).message, subject: mail.subject }, 'could not send mail');
    }
  }

  close(): void {
    this.transport.close();
  }
}
