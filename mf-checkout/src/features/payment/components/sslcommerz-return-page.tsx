import { SSLCOMMERZ_RETURN_STATUSES } from '@tyre/contracts/constants';
import { Messages } from '@tyre/web-kit';
import { startSslcommerzPayment } from '../../../api/start-sslcommerz-payment';
import { getSslcommerzResult } from '../api/get-sslcommerz-result';
import { paymentDictionary } from '../messages/dictionary';
import { PaymentReturn, type AskResult } from './payment-return';

const isStatus = (v: string | null): v is (typeof SSLCOMMERZ_RETURN_STATUSES)[number] =>
  (SSLCOMMERZ_RETURN_STATUSES as readonly string[]).includes(v ?? '');

/** Where the API sent the customer after SSLCommerz's post (`?tran_id=…&status=success|fail|cancel`). */
const ask: AskResult = (params, signal) => {
  const tranId = params.get('tran_id');
  const status = params.get('status');
  return tranId && isStatus(status) ? getSslcommerzResult({ tran_id: tranId, status }, signal) : null;
};

const payAgain = async (key: string) => (await startSslcommerzPayment(key)).gatewayPageURL;

/**
 * /payment/sslcommerz: where the customer lands after SSLCommerz's page (the API has heard its
 * post and sent the browser on), or where the checkout sends one whose payment could not start
 * (`?order=<key>`). With the page's text (its own dictionary, loaded with this chunk).
 */
export function SslcommerzReturnPage() {
  return (
    <Messages dictionary={paymentDictionary}>
      <PaymentReturn gateway="sslcommerz" ask={ask} payAgain={payAgain} />
    </Messages>
  );
}
