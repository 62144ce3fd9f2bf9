// How a message leaves the shop: one transport per channel, chosen by configuration.
// `log` writes each message to the log (the default; codes and keys hidden unless a development
// run asks for them); `live` sends e-mail over SMTP and SMS through the HTTP gateway where each is
// configured, and logs the channel that is not.
import type { MessageChannel } from '@tyre/contracts';
import type { Logger } from 'pino';
import type { MessagesConfig } from '../../../config';
import { logTransport } from './log';
import type { Transport } from './transport';
import { smsGatewayTransport } from './sms-gateway';
import { smtpTransport } from './smtp';

export { SendError, type OutgoingMessage, type Transport } from './transport';
export { hideSecrets } from './hide-secrets';

export type Transports = Record<MessageChannel, Transport>;

/** The transports of this configuration: one per channel. */
export function createTransports(config: MessagesConfig, logger: Logger): Transports {
  const log = logTransport(logger, { showSecrets: config.logSecrets });
  if (config.transport === 'log') return { sms: log, email: log };
  return {
    email: config.smtp ? smtpTransport(config.smtp) : log,
    sms: config.sms ? smsGatewayTransport(config.sms) : log,
  };
}

/** Closes what the transports hold open (the SMTP connection pool). */
export function closeTransports(transports: Transports): void {
  for (const transport of new Set(Object.values(transports))) transport.close?.();
}
