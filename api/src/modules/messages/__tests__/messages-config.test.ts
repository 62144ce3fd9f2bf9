import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { maskedRecipient, smsNumber } from '../recipients';
import { backoffMinutes } from '../sender';
import { eventOf } from '../messages.service';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/x', ...env });
const problems = (env: Record<string, string>) => {
  try {
    load(env);
    return '';
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
};

describe('the configuration of messages', () => {
  it('when nothing is set, then messages go to the log (codes and keys hidden) every 5 s, no staff are told, links start at http://localhost:3000, and the shop sends at most 300 SMS an hour and 2000 a day', () => {
    const config = load({});
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.production).toBe(false);
    expect(config.messages).toEqual({
      transport: 'log',
      sendIntervalSeconds: 5,
      smtp: undefined,
      sms: undefined,
      staffEmails: [],
      smsBudget: { perHour: 300, perDay: 2000 },
      logSecrets: false,
    });
  });

  it('when the SMS budget is set, then it is read; a budget that is not a whole number of 1 or more, or a day below its hour, is named', () => {
    expect(load({ SMS_BUDGET_PER_HOUR: '50', SMS_BUDGET_PER_DAY: '400' }).messages.smsBudget).toEqual({
      perHour: 50,
      perDay: 400,
    });
    expect(problems({ SMS_BUDGET_PER_HOUR: '0' })).toContain('SMS_BUDGET_PER_HOUR: must be 1 or more');
    expect(problems({ SMS_BUDGET_PER_HOUR: 'many' })).toContain(
      'SMS_BUDGET_PER_HOUR: must be a number of SMS',
    );
    expect(problems({ SMS_BUDGET_PER_DAY: '2.5' })).toContain(
      'SMS_BUDGET_PER_DAY: must be a whole number of SMS',
    );
    expect(problems({ SMS_BUDGET_PER_HOUR: '500', SMS_BUDGET_PER_DAY: '400' })).toContain(
      'SMS_BUDGET_PER_DAY: must be at least SMS_BUDGET_PER_HOUR (500)',
    );
  });

  it('when LOG_MESSAGE_CODES=1, then a development run logs codes and keys; in production (NODE_ENV=production) it refuses to start, and without it hides them', () => {
    expect(load({ LOG_MESSAGE_CODES: '1' }).messages.logSecrets).toBe(true);
    expect(load({ NODE_ENV: 'development', LOG_MESSAGE_CODES: '1' }).messages.logSecrets).toBe(true);
    const production = load({ NODE_ENV: 'production' });
    expect(production.production).toBe(true);
    expect(production.messages.logSecrets).toBe(false);
    expect(problems({ NODE_ENV: 'production', LOG_MESSAGE_CODES: '1' })).toContain(
      'LOG_MESSAGE_CODES: must not be set in production (NODE_ENV=production)',
    );
    expect(load({ NODE_ENV: 'production', LOG_MESSAGE_CODES: '0' }).messages.logSecrets).toBe(false);
  });

  it('when everything is set, then it is read: SMTP, the gateway (form by default), the staff (trimmed, lower-case, once each) and the origin without its slash', () => {
    const config = load({
      MESSAGE_TRANSPORT: 'live',
      MESSAGE_SEND_INTERVAL: '0',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Tyre Brand <orders@example.com>',
      SMS_GATEWAY_URL: 'https://sms.example.com/api/smsapi',
      SMS_API_KEY: 'key',
      SMS_SENDER_ID: 'TyreBrand',
      STAFF_EMAILS: ' Orders@Example.com, owner@example.com ,orders@example.com,',
      PUBLIC_ORIGIN: 'https://tyres.example.com.bd/',
    });
    expect(config.publicOrigin).toBe('https://tyres.example.com.bd');
    expect(config.messages).toEqual({
      transport: 'live',
      sendIntervalSeconds: 0,
      smtp: { url: 'smtps://user:pass@mail.example.com:465', from: 'Tyre Brand <orders@example.com>' },
      sms: {
        url: 'https://sms.example.com/api/smsapi',
        apiKey: 'key',
        senderId: 'TyreBrand',
        format: 'form',
      },
      staffEmails: ['orders@example.com', 'owner@example.com'],
      smsBudget: { perHour: 300, perDay: 2000 },
      logSecrets: false,
    });
    expect(
      load({ SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms', SMS_API_KEY: 'k', SMS_GATEWAY_FORMAT: 'json' })
        .messages.sms,
    ).toMatchObject({ format: 'json', senderId: undefined });
  });

  it('when a value is wrong or a needed partner is missing, then the API refuses to start naming each variable', () => {
    const message = problems({
      MESSAGE_TRANSPORT: 'smtp',
      MESSAGE_SEND_INTERVAL: '-1',
      SMTP_URL: 'mail.example.com',
      SMS_GATEWAY_URL: 'ftp://sms.example.com',
      SMS_GATEWAY_FORMAT: 'xml',
      STAFF_EMAILS: 'orders@example.com, not-an-address',
      PUBLIC_ORIGIN: 'tyres.example.com',
    });
    for (const line of [
      'MESSAGE_TRANSPORT: must be log or live',
      'MESSAGE_SEND_INTERVAL: must be 0 (no sender in this process) or more',
      'SMTP_URL: must start with smtp:// or smtps://',
      'SMS_GATEWAY_URL: must be an http:// or https:// address',
      'SMS_GATEWAY_FORMAT: must be form or json',
      'STAFF_EMAILS: must be an e-mail address',
      'PUBLIC_ORIGIN: must be an origin like https://tyres.example.com.bd',
    ])
      expect(message).toContain(line);
    expect(problems({ SMTP_URL: 'smtp://127.0.0.1:25' })).toContain(
      'MAIL_FROM: is required when SMTP_URL is set',
    );
    expect(problems({ SMTP_URL: 'smtp://127.0.0.1:25', MAIL_FROM: 'no address' })).toContain(
      'MAIL_FROM: must be an address, or a name and <address>',
    );
    expect(problems({ SMS_GATEWAY_URL: 'https://sms.example.com' })).toContain(
      'SMS_API_KEY: is required when SMS_GATEWAY_URL is set',
    );
  });
});

describe('recipients, events and the backoff', () => {
  it('when a number or an address is shown, then it is partly masked; SMS go to the 880 form', () => {
    expect(smsNumber('01712345678')).toBe('8801712345678');
    expect(smsNumber('8801712345678')).toBe('8801712345678');
    expect(maskedRecipient('8801712345678')).toBe('01712•••678');
    expect(maskedRecipient('rafiq.ahmed@example.com')).toBe('r•••@example.com');
    expect(maskedRecipient('x')).toBe('•••');
  });

  it('when a history entry is read, then it is the event that sends its messages', () => {
    expect(eventOf({ from: null, to: 'pending' })).toBe('placed');
    expect(eventOf({ from: null, to: 'payment_review' })).toBe('placed');
    expect(eventOf({ from: 'payment_review', to: 'pending' })).toBe('payment_verified');
    expect(eventOf({ from: 'payment_review', to: 'cancelled' })).toBe('payment_rejected');
    expect(eventOf({ from: 'pending', to: 'cancelled' })).toBe('cancelled');
    expect(eventOf({ from: 'shipped', to: 'completed' })).toBe('completed');
  });

  it('when tries fail, then the waits are 1, 5, 15, 30 and 60 minutes', () => {
    expect([1, 2, 3, 4, 5].map(backoffMinutes)).toEqual([1, 5, 15, 30, 60]);
  });
});
