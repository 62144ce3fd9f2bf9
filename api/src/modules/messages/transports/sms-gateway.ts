// SMS through an HTTP gateway, in the shape Bangladeshi bulk-SMS providers take: a POST with
// `api_key`, `senderid`, `number` (880…) and `message`, as a form (the default) or as JSON. A 2xx
// answer is success; a 5xx, 408, 429, a time-out or no connection may pass (tried again later);
// any other 4xx is refused for good.
import { hideSecrets } from './hide-secrets';
import { SendError, type OutgoingMessage, type Transport } from './transport';

export interface SmsGatewayOptions {
  url: string;
  apiKey: string;
  senderId: string | undefined;
  format: 'form' | 'json';
  /** How long to wait for the gateway's answer (10 s). */
  timeoutMs?: number;
}

/** The start of the gateway's answer, on one line, for the attempt's error. */
const excerpt = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/** 4xx answers that say "not now" rather than "never". */
const PASSING_4XX = new Set([408, 425, 429]);

export function smsGatewayTransport(options: SmsGatewayOptions): Transport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: 'sms-gateway',
    async send(message: OutgoingMessage) {
      const fields: Record<string, string> = {
        api_key: options.apiKey,
        ...(options.senderId ? { senderid: options.senderId } : {}),
        number: message.to,
        message: message.text,
      };
      const json = options.format === 'json';
      let res: Response;
      try {
        res = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded;charset=UTF-8',
            accept: 'application/json, text/plain, */*',
          },
          body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (e) {
        const err = e as Error & { cause?: { code?: string; message?: string } };
        if (err.name === 'TimeoutError' || err.name === 'AbortError')
          throw new SendError(`The SMS gateway did not answer within ${timeoutMs / 1000} s`, false);
        const reason = err.cause?.code ?? err.cause?.message ?? err.message;
        throw new SendError(`The SMS gateway could not be reached (${reason})`, false);
      }
      let body = '';
      try {
        // a gateway may echo the message back: its code stays out of the error (and the log)
        body = excerpt(hideSecrets(await res.text(), message.secrets));
      } catch {
        // an answer cut off after its status: the status decides
      }
      if (res.ok) return;
      const permanent = res.status >= 400 && res.status < 500 && !PASSING_4XX.has(res.status);
      throw new SendError(`The SMS gateway answered ${res.status}${body ? `: ${body}` : ''}`, permanent);
    },
  };
}
