// The `log` transport: each message is written to the log, at info, and counts as sent. The
// record stays in the outbox (GET /messages) like any other.
import type { Logger } from 'pino';
import type { OutgoingMessage, Transport } from './transport';

export function logTransport(logger: Logger): Transport {
  return {
    name: 'log',
    async send(message: OutgoingMessage) {
      const { channel, to, subject, text } = message;
      logger.info(
        { message: { channel, to, ...(subject !== undefined && { subject }), text } },
        channel === 'sms' ? `SMS to ${to} (log transport)` : `E-mail to ${to} (log transport)`,
      );
    },
  };
}
