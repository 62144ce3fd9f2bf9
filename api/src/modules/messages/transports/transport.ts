// What every transport is: it sends one message or throws a SendError that says whether to try again.
import type { MessageChannel } from '@tyre/contracts';

/** One message as a transport sends it: `to` is an e-mail address or a number in 880… form. */
export interface OutgoingMessage {
  channel: MessageChannel;
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /**
   * What no log line may show (the one-time code of a code's SMS): the log transport and the
   * errors of every transport hide it (order keys in links are found by their place).
   */
  secrets?: string[];
}

/**
 * A failed send. `permanent`: sending it again cannot help (a refused recipient, a bad address,
 * a 4xx from the gateway); otherwise the failure may pass (a 5xx, a time-out, no connection) and
 * the message is tried again later.
 */
export class SendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SendError';
  }
}

export interface Transport {
  /** `log`, `smtp` or `sms-gateway`: written in the log. */
  readonly name: string;
  /** Resolves once the message was handed over; throws a SendError otherwise. */
  send(message: OutgoingMessage): Promise<void>;
  close?(): void;
}
