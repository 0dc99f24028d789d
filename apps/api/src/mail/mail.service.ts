import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Outgoing e-mail through SMTP (SMTP_URL, sender MAIL_FROM). Messages are sent after the answer: how long the SMTP
 * server takes must not tell a caller whether an address has an account. A failure is logged, not reported.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.transport = config.mail ? createTransport(config.mail.smtpUrl, { from: config.mail.from }) : null;
  }

  /** Whether SMTP is configured (sign-up and password reset by e-mail depend on it). */
  get available(): boolean {
    return this.transport !== null;
  }

  /** Queues a message; returns at once. */
  sendLater(message: MailMessage): void {
    const transport = this.transport;
    if (!transport) return;
    const sending = transport
      .sendMail(message)
      .then(() => undefined)
      .catch((error: Error) => this.logger.error(`Mail to ${message.to} not sent: ${error.message}`))
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /**
   * Runs `work` (which may hash, write link tokens and queue messages) after the current answer has gone: an
   * answer that does the same little whatever the address takes as long whatever the address. Tracked like a
   * message (idle() waits for it); a failure is logged.
   */
  later(what: string, work: () => Promise<void>): void {
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: Error) => this.logger.error(`${what} failed: ${error.message}`))
      .finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  /** Resolves when every queued message has been handed to the SMTP server (or failed). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.idle();
    this.transport?.close();
  }
}
