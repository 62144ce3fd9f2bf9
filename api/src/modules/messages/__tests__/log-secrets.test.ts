import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { codeSms, customerMessages, staffMessage } from '../templates';
import { linksFor, testOrder } from '../templates/__tests__/test-orders';
import { createTransports, SendError } from '../transports';
import { smsGatewayTransport } from '../transports/sms-gateway';
import { startGateway } from './outbox-helpers';

// Issue 38, item 5: one-time codes and order keys never reach the log, whatever the transport,
// unless a development run asks for them (LOG_MESSAGE_CODES=1). The production process itself is
// tested in src/__tests__/production-log.test.ts.

const CODE = '482913';

/** A logger that keeps its lines, as the API's pino writes them. */
function memoryLogger() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join('') };
}

/** Sends a code's SMS and an order's customer and staff e-mails through the transports of `env`. */
async function logOf(env: Record<string, string>) {
  const { logger, text } = memoryLogger();
  const config = loadConfig({ DATA_DIR: '/tmp/x', ...env });
  const transports = createTransports(config.messages, logger);
  const order = testOrder();
  const links = linksFor(order);
  await transports.sms.send({
    channel: 'sms',
    to: '8801712345678',
    text: codeSms(CODE, 'en', 'Tyre Brand'),
    secrets: [CODE],
  });
  await transports.email.send({
    channel: 'email',
    to: 'rahim@example.com.bd',
    ...customerMessages('placed', order, links).email,
  });
  await transports.email.send({
    channel: 'email',
    to: 'orders@example.com',
    ...staffMessage('placed', order, links)!,
  });
  return { log: text(), key: order.key };
}

describe('codes and keys in the log', () => {
  for (const [run, env] of [
    ['a production run (NODE_ENV=production)', { NODE_ENV: 'production' }],
    [
      'a production run with a live transport whose channels fall back to the log',
      { NODE_ENV: 'production', MESSAGE_TRANSPORT: 'live' },
    ],
    ['a development run that did not ask for them', {}],
  ] as const) {
    it(`when ${run} sends a code's SMS and an order's e-mails through the log, then the lines have neither the code nor the key`, async () => {
      const { log, key } = await logOf(env);
      expect(log).toContain('SMS to 8801712345678 (log transport)');
      expect(log).toContain('E-mail to rahim@example.com.bd (log transport)');
      expect(log).toContain('[hidden] is your Tyre Brand code');
      expect(log).toContain('/invoice/[hidden]');
      expect(log).toContain('/dashboard/orders/[hidden]');
      expect(log).not.toContain(CODE);
      expect(log).not.toContain(key);
    });
  }

  it('when a development run asks for them (LOG_MESSAGE_CODES=1), then the log shows the code and the links whole, so the checkout can be tried', async () => {
    const { log, key } = await logOf({ LOG_MESSAGE_CODES: '1' });
    expect(log).toContain(`${CODE} is your Tyre Brand code`);
    expect(log).toContain(`/invoice/${key}`);
  });

  it('when the SMS gateway refuses a code and echoes the message back, then the error (kept and logged) has no code', async () => {
    const gateway = await startGateway((req) => ({
      status: 400,
      body: JSON.stringify({ error: 'rejected', echo: req.fields.message, raw: req.body }),
    }));
    try {
      const transport = smsGatewayTransport({
        url: gateway.url,
        apiKey: 'k',
        senderId: undefined,
        format: 'form',
      });
      let failure: unknown;
      try {
        await transport.send({
          channel: 'sms',
          to: '8801712345678',
          text: codeSms(CODE, 'en', 'Tyre Brand'),
          secrets: [CODE],
        });
      } catch (e) {
        failure = e;
      }
      expect(failure).toBeInstanceOf(SendError);
      expect(gateway.received[0]!.fields.message).toContain(CODE);
      const message = (failure as SendError).message;
      expect(message).toMatch(/^The SMS gateway answered 400: .*\[hidden\] is your Tyre Brand code/);
      expect(message).not.toContain(CODE);
      expect((failure as SendError).stack).not.toContain(CODE);
    } finally {
      await gateway.close();
    }
  });
});
