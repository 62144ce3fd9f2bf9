import { BKASH_CALLBACK_STATUSES } from '@tyre/contracts/constants';
import { Messages } from '@tyre/web-kit';
import { startBkashPayment } from '../../../api/start-bkash-payment';
import { getBkashResult } from '../api/get-bkash-result';
import { paymentDictionary } from '../messages/dictionary';
import { PaymentReturn, type AskResult } from './payment-return';

const isStatus = (v: string | null): v is (typeof BKASH_CALLBACK_STATUSES)[number] =>
  (BKASH_CALLBACK_STATUSES as readonly string[]).includes(v ?? '');

/** bKash's callback (`?paymentID=…&status=success|failure|cancel`): the API settles it and says what happened. */
const ask: AskResult = (params, signal) => {
  const paymentID = params.get('paymentID');
  const status = params.get('status');
  return paymentID && isStatus(status) ? getBkashResult({ paymentID, status }, signal) : null;
};

const payAgain = async (key: string) => (await startBkashPayment(key)).bkashURL;

/**
 * /payment/bkash: where bKash sends the customer back (`?paymentID=…&status=success|failure|cancel`),
 * or where the checkout sends one whose payment could not start (`?order=<key>`). With the page's
 * text (its own dictionary, loaded with this chunk).
 */
export function BkashReturnPage() {
  return (
    <Messages dictionary={paymentDictionary}>
      <PaymentReturn gateway="bkash" ask={ask} payAgain={payAgain} />
    </Messages>
  );
}
