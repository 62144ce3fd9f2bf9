// The loopback SSLCommerz gateway (sslcommerz-gateway.ts) as a process of its own, for the browser
// test of the checkout (e2e/src/sslcommerz-checkout.test.ts), which starts it with tsx: it prints
// the API's SSLCOMMERZ_* settings for it as one JSON line, and stops on SIGTERM.
import { startSslcommerzGateway } from './sslcommerz-gateway';

void startSslcommerzGateway().then((gateway) => {
  process.stdout.write(`${JSON.stringify(gateway.env)}\n`);
  process.once('SIGTERM', () => void gateway.stop().then(() => process.exit(0)));
});
