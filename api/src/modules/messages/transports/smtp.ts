// E-mail over SMTP with nodemailer (`SMTP_URL`, `MAIL_FROM`): a plain-text and an HTML part. The
// server's verdict decides what happens next: a 5xx reply (a refused recipient, a bad address) or
// no valid recipient is final; a 4xx reply, a time-out or a lost connection is tried again later.
import nodemailer from 'nodemailer';
import { hideSecrets } from './hide-secrets';
import { SendError, type OutgoingMessage, type Transport } from './transport';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://…:465 */
  url: string;
  /** `Shop <shop@example.com>` or an address. */
  from: string;
  /** Connecting, the greeting, and silence on the socket (10 s, 10 s, 30 s). */
  timeoutMs?: { connection?: number; greeting?: number; socket?: number };
}

interface SmtpFailure extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

/** Codes of nodemailer's errors that say the message itself cannot be delivered. */
const FINAL_CODES = new Set(['EENVELOPE', 'EMESSAGE', 'EMAXRECIPIENTS']);

function sendError(e: unknown, secrets: string[] | undefined): SendError {
  const err = e as SmtpFailure;
  const reply = err.response
    ? hideSecrets(err.response, secrets).replace(/\s+/g, ' ').trim().slice(0, 200)
    : '';
  if (typeof err.responseCode === 'number' && err.responseCode >= 400) {
    return new SendError(`The mail server answered ${reply || err.responseCode}`, err.responseCode >= 500);
  }
  const what = hideSecrets(`${err.code ? `${err.code}: ` : ''}${err.message}`, secrets).slice(0, 200);
  return new SendError(`The mail could not be sent (${what})`, FINAL_CODES.has(err.code ?? ''));
}

export function smtpTransport(options: SmtpOptions): Transport {
  const mailer = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: options.timeoutMs?.connection ?? 10_000,
    greetingTimeout: options.timeoutMs?.greeting ?? 10_000,
    socketTimeout: options.timeoutMs?.socket ?? 30_000,
  });
  return {
    name: 'smtp',
    async send(message: OutgoingMessage) {
      let info: { rejected?: unknown[] };
      try {
        info = await mailer.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject ?? '',
          text: message.text,
          ...(message.html !== undefined && { html: message.html }),
        });
      } catch (e) {
        throw sendError(e, message.secrets);
      }
      if (info.rejected?.length) throw new SendError(`The mail server refused ${message.to}`, true);
    },
    close: () => mailer.close(),
  };
}
