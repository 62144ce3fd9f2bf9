// One-time codes and order keys never reach a log line unless a development run asks for them
// (LOG_MESSAGE_CODES=1): whoever reads the log (a hosting provider, a log service, a support
// person) could otherwise confirm any number or open any order with its customer's details.
// A code is named by the message that carries it (`secrets`); an order key is found by its place
// in the shop's links (`/invoice/<key>`, `/dashboard/orders/<key>`), the only places it is written.

/** What a log line shows in place of a code or a key. */
export const HIDDEN = '[hidden]';

/** An order key (or id) in a link of the shop: `/invoice/<key>`, `/orders/<key>`. */
const KEY_IN_LINK = /(\/(?:invoice|orders)\/)[A-Za-z0-9_-]{20,64}/g;

/** `text` with every one of `secrets` and every order key in a link replaced by HIDDEN. */
export function hideSecrets(text: string, secrets: readonly string[] = []): string {
  let hidden = text;
  for (const secret of secrets) if (secret) hidden = hidden.split(secret).join(HIDDEN);
  return hidden.replace(KEY_IN_LINK, `$1${HIDDEN}`);
}
