import type { Order, OutboxMessage } from '@tyre/contracts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { customerMessages } from '../templates';
import { linksFor, testOrder } from '../templates/__tests__/test-orders';
import { createTransports, SendError, type OutgoingMessage } from '../transports';
import { smsGatewayTransport } from '../transports/sms-gateway';
import { smtpTransport } from '../transports/smtp';
import { leafParts, readMime, startMailServer } from './mail-server';
import { eventually, messagesOf, openOutboxShop, placeCod, startGateway } from './outbox-helpers';

const BENGALI = /[\u0980-\u09FF]/;
const FROM = 'Tyre Brand <orders@tyrebrand.example.com>';

/** What a send throws, or undefined when it went through. */
async function failureOf(send: Promise<void>): Promise<SendError | undefined> {
  try {
    await send;
    return undefined;
  } catch (e) {
    expect(e).toBeInstanceOf(SendError);
    return e as SendError;
  }
}

const sms = (text = 'Order TB-260001 is placed'): OutgoingMessage => ({
  channel: 'sms',
  to: '8801712345678',
  text,
});

describe('e-mail over SMTP (nodemailer against a real SMTP server)', () => {
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  beforeAll(async () => {
    mail = await startMailServer();
  });
  afterAll(() => mail.close());

  it("when a Bangla order's e-mail is sent, then it arrives from MAIL_FROM to the customer with its subject, a plain-text and an HTML part, in Bangla", async () => {
    const order = testOrder({ language: 'bn' });
    const { email } = customerMessages('placed', order, linksFor(order));
    const transport = smtpTransport({ url: mail.url, from: FROM });
    try {
      await transport.send({ channel: 'email', to: 'rahim@example.com.bd', ...email });
    } finally {
      transport.close!();
    }
    expect(mail.mails).toHaveLength(1);
    const [received] = mail.mails;
    expect(received!.envelopeFrom).toBe('orders@tyrebrand.example.com');
    expect(received!.envelopeTo).toEqual(['rahim@example.com.bd']);
    const message = readMime(received!.raw);
    expect(message.headers.to).toBe('rahim@example.com.bd');
    expect(message.headers.from).toBe(FROM);
    expect(message.headers.subject).toBe(email.subject);
    expect(email.subject).toMatch(BENGALI);
    expect(message.headers['content-type']).toMatch(/^multipart\/alternative/);
    const parts = leafParts(message);
    expect(Object.keys(parts).sort()).toEqual(['text/html', 'text/plain']);
    expect(parts['text/plain']).toBe(email.text);
    expect(parts['text/html']).toBe(email.html);
    expect(parts['text/plain']).toMatch(BENGALI);
    expect(parts['text/plain']).toContain(order.reference);
  });

  it('when the server refuses the recipient for good (550), then the failure is permanent; when it says later (451), then it passes', async () => {
    const transport = smtpTransport({ url: mail.url, from: FROM });
    try {
      const refused = await failureOf(
        transport.send({ channel: 'email', to: 'refused@example.com', subject: 's', text: 't' }),
      );
      expect(refused?.permanent).toBe(true);
      expect(refused?.message).toMatch(/550/);
      const busy = await failureOf(
        transport.send({ channel: 'email', to: 'busy@example.com', subject: 's', text: 't' }),
      );
      expect(busy?.permanent).toBe(false);
      expect(busy?.message).toMatch(/451/);
      const bad = await failureOf(
        transport.send({ channel: 'email', to: 'not an address', subject: 's', text: 't' }),
      );
      expect(bad?.permanent).toBe(true);
    } finally {
      transport.close!();
    }
  });

  it('when no SMTP server answers, then the failure passes (tried again later)', async () => {
    const closed = await startMailServer();
    await closed.close();
    const transport = smtpTransport({ url: closed.url, from: FROM, timeoutMs: { connection: 2000 } });
    try {
      const failure = await failureOf(
        transport.send({ channel: 'email', to: 'a@example.com', subject: 's', text: 't' }),
      );
      expect(failure?.permanent).toBe(false);
    } finally {
      transport.close!();
    }
  });
});

describe('SMS through the HTTP gateway', () => {
  it('when an SMS is sent as a form (the default), then the gateway gets api_key, senderid, number in 880 form and message, url-encoded', async () => {
    const gateway = await startGateway();
    try {
      const transport = smsGatewayTransport({
        url: gateway.url,
        apiKey: 'key-123',
        senderId: 'TyreBrand',
        format: 'form',
      });
      const text = 'অর্ডার TB-260001 গ্রহণ করা হয়েছে & ধন্যবাদ';
      expect(await failureOf(transport.send(sms(text)))).toBeUndefined();
      expect(gateway.received).toHaveLength(1);
      expect(gateway.received[0]!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
      expect(gateway.received[0]!.fields).toEqual({
        api_key: 'key-123',
        senderid: 'TyreBrand',
        number: '8801712345678',
        message: text,
      });
    } finally {
      await gateway.close();
    }
  });

  it('when the gateway takes JSON, then the same fields come as a JSON body; without a sender id none is sent', async () => {
    const gateway = await startGateway();
    try {
      const transport = smsGatewayTransport({
        url: gateway.url,
        apiKey: 'key-123',
        senderId: undefined,
        format: 'json',
      });
      expect(await failureOf(transport.send(sms()))).toBeUndefined();
      expect(gateway.received[0]!.contentType).toBe('application/json');
      expect(JSON.parse(gateway.received[0]!.body)).toEqual({
        api_key: 'key-123',
        number: '8801712345678',
        message: 'Order TB-260001 is placed',
      });
    } finally {
      await gateway.close();
    }
  });

  it('when the gateway answers 5xx, 429 or 408, then the failure passes; any other 4xx is permanent', async () => {
    const statuses = [500, 503, 429, 408, 400, 401, 404, 422];
    const gateway = await startGateway((_req, n) => statuses[n - 1]!);
    try {
      const transport = smsGatewayTransport({ url: gateway.url, apiKey: 'k', senderId: 'S', format: 'form' });
      const outcome: Record<number, boolean> = {};
      for (const status of statuses) {
        const failure = await failureOf(transport.send(sms()));
        expect(failure?.message).toContain(`The SMS gateway answered ${status}`);
        outcome[status] = failure!.permanent;
      }
      expect(outcome).toEqual({
        500: false,
        503: false,
        429: false,
        408: false,
        400: true,
        401: true,
        404: true,
        422: true,
      });
    } finally {
      await gateway.close();
    }
  });

  it('when the gateway does not answer in time or cannot be reached, then the failure passes', async () => {
    const gateway = await startGateway(() => 'hang');
    try {
      const transport = smsGatewayTransport({
        url: gateway.url,
        apiKey: 'k',
        senderId: 'S',
        format: 'form',
        timeoutMs: 300,
      });
      const started = Date.now();
      const slow = await failureOf(transport.send(sms()));
      expect(Date.now() - started).toBeLessThan(3000);
      expect(slow).toMatchObject({
        permanent: false,
        message: 'The SMS gateway did not answer within 0.3 s',
      });
    } finally {
      await gateway.close();
    }
    const gone = smsGatewayTransport({ url: gateway.url, apiKey: 'k', senderId: 'S', format: 'form' });
    const refused = await failureOf(gone.send(sms()));
    expect(refused?.permanent).toBe(false);
    expect(refused?.message).toMatch(/could not be reached \(ECONNREFUSED\)/);
  });
});

describe('the transports by configuration', () => {
  const logger = pino({ level: 'silent' });
  const names = (env: Record<string, string>) => {
    const t = createTransports(loadConfig({ DATA_DIR: '/tmp/x', ...env }).messages, logger);
    return { sms: t.sms.name, email: t.email.name };
  };

  it('when nothing is set, then both channels go to the log; live uses SMTP and the gateway where configured, the log elsewhere', () => {
    expect(names({})).toEqual({ sms: 'log', email: 'log' });
    const smtp = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: FROM };
    const gateway = { SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms', SMS_API_KEY: 'k' };
    expect(names({ ...smtp, ...gateway })).toEqual({ sms: 'log', email: 'log' });
    expect(names({ MESSAGE_TRANSPORT: 'live', ...smtp, ...gateway })).toEqual({
      sms: 'sms-gateway',
      email: 'smtp',
    });
    expect(names({ MESSAGE_TRANSPORT: 'live', ...smtp })).toEqual({ sms: 'log', email: 'smtp' });
    expect(names({ MESSAGE_TRANSPORT: 'live', ...gateway })).toEqual({ sms: 'sms-gateway', email: 'log' });
  });
});

describe('the API sending live: SMTP and the SMS gateway', () => {
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    mail = await startMailServer();
    gateway = await startGateway();
  });
  afterAll(async () => {
    await gateway.close();
    await mail.close();
  });

  it('when a Bangla order with an e-mail is placed, then its mail arrives at the SMTP server in Bangla with both parts, the staff mail too, and its SMS at the gateway', async () => {
    const shop = await openOutboxShop({
      MESSAGE_TRANSPORT: 'live',
      SMTP_URL: mail.url,
      MAIL_FROM: FROM,
      SMS_GATEWAY_URL: gateway.url,
      SMS_API_KEY: 'live-key',
      SMS_SENDER_ID: 'TyreBrand',
      SMS_GATEWAY_FORMAT: 'json',
      STAFF_EMAILS: 'orders@shop.example.com',
    });
    try {
      const order: Order = await placeCod(shop, { email: 'live.customer@example.com' }, 'bn');
      const list = await eventually(
        () => messagesOf(shop, order),
        (l: OutboxMessage[]) => l.length === 3 && l.every((m) => m.status === 'sent'),
      );
      expect(list.map((m) => m.attempts.length)).toEqual([1, 1, 1]);

      const byRecipient = Object.fromEntries(mail.mails.map((m) => [m.envelopeTo[0], readMime(m.raw)]));
      const customer = byRecipient['live.customer@example.com']!;
      const recorded = list.find((m) => m.channel === 'email' && m.audience === 'customer')!;
      expect(customer.headers.subject).toBe(recorded.subject);
      expect(customer.headers.subject).toMatch(BENGALI);
      const parts = leafParts(customer);
      expect(parts['text/plain']).toBe(recorded.text);
      expect(parts['text/html']).toContain(order.reference);
      expect(parts['text/html']).toMatch(BENGALI);
      expect(byRecipient['orders@shop.example.com']!.headers.subject).toContain(
        `New order ${order.reference}`,
      );

      const [request] = gateway.received;
      expect(request!.fields).toMatchObject({
        api_key: 'live-key',
        senderid: 'TyreBrand',
        number: `88${order.customer.mobileNumber}`,
      });
      expect(request!.fields.message).toBe(list.find((m) => m.channel === 'sms')!.text);
    } finally {
      await shop.stop();
    }
  });
});
