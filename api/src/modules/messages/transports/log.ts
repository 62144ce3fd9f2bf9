// The `log` transport: each message is written to the log, at info, and counts as sent. The
// record stays in the outbox (GET /messages) like any other. One-time codes and order keys are
// hidden in the line (hide-secrets.ts) unless a development run asks for them (LOG_MESSAGE_CODES=1,
// refused in production), so that a developer can still try the checkout's codes.
import type { Logger } from 'pino';
import { hideSecrets } from './hide-secrets';
import type { OutgoingMessage, Transport } from './transport';

export interface LogTransportOptions {
  /** Write codes and keys as they are (a development run with LOG_MESSAGE_CODES=1). */
  showSecrets?: boolean;
}

export function logTransport(logger: Logger, options: LogTransportOptions = {}): Transport {
  return {
    name: 'log',
    async send(message: OutgoingMessage) {
      const { channel, to, subject, text, secrets } = message;
      const shown = (value: string) => (options.showSecrets ? value : hideSecrets(value, secrets));
      logger.info(
        {
          message: {
            channel,
            to,
            ...(subject !== undefined && { subject: shown(subject) }),
            text: shown(text),
          },
        },
        channel === 'sms' ? `SMS to ${to} (log transport)` : `E-mail to ${to} (log transport)`,
      );
    },
  };
}
