// Drains the mail outbox: SMTP when SMTP_URL is set. In demo mode the link is also written to the
// log so a local user can follow it. Outside demo mode without SMTP_URL a mail cannot go anywhere:
// it is dropped with its link (a reset link is a key to an account), never logged, and the start
// says so.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { MailRepository } from './mail.repository.js';

const MAX_ATTEMPTS = 5;
const POLL_MS = 5000;

@Injectable()
export class MailDeliveryService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mails: MailRepository,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  onApplicationBootstrap(): void {
    if (!this.transport && !this.config.demoMode) {
      this.logger.warn('SMTP_URL is not set: mails (email verification, password reset, invitations) cannot be delivered and are dropped.');
    }
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** Asks for a delivery run soon; runs never overlap. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((e: unknown) => this.logger.warn(`Mail delivery run failed: ${(e as Error).message}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once the outbox holds nothing this process could deliver now. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    await this.drain();
  }

  private async drain(): Promise<void> {
    let delivered: number;
    do {
      delivered = await this.mails.withPendingBatch(20, async (batch, manager) => {
        for (const mail of batch) {
          try {
            if (this.config.demoMode) {
              this.logger.log({ mailTo: mail.toAddress, subject: mail.subject, link: mail.link }, this.transport ? 'Mail' : 'Mail (not sent by SMTP)');
            }
            if (this.transport) {
              await this.transport.sendMail({
                from: this.config.mailFrom,
                to: mail.toAddress,
                subject: mail.subject,
                text: mail.textBody,
                // RFC 8058 one-click unsubscribe: mail clients show an "Unsubscribe" button that POSTs to it.
                ...(mail.listUnsubscribe
                  ? { list: { unsubscribe: { url: mail.listUnsubscribe, comment: 'Unsubscribe' } }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
                  : {}),
              });
              // Outside demo mode nothing needs the link once it is in the recipient's inbox.
              await this.mails.markDelivered(manager, mail.id, 'sent', !this.config.demoMode);
            } else if (this.config.demoMode) {
              await this.mails.markDelivered(manager, mail.id, 'logged');
            } else {
              await this.mails.markUndeliverable(manager, mail.id, 'SMTP_URL is not set');
              this.logger.warn(`Mail ${mail.id} (${mail.kind}) dropped: SMTP_URL is not set.`);
            }
          } catch (e) {
            const giveUp = mail.attempts + 1 >= MAX_ATTEMPTS;
            await this.mails.markFailedAttempt(manager, mail.id, (e as Error).message, giveUp);
            this.logger.warn(`Could not send mail ${mail.id}${giveUp ? ', giving up' : ', will retry'}: ${(e as Error).message}`);
          }
        }
      });
    } while (delivered === 20);
  }
}
