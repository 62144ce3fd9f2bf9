// The loopback bKash gateway (bkash-gateway.ts) as a process of its own, for the browser test of
// the checkout (e2e/src/bkash-checkout.test.ts), which starts it with tsx: it prints the API's
// BKASH_* settings for it as one JSON line, and stops on SIGTERM.
import { startBkashGateway } from './bkash-gateway';

void startBkashGateway().then((gateway) => {
  process.stdout.write(`${JSON.stringify(gateway.env)}\n`);
  process.once('SIGTERM', () => void gateway.stop().then(() => process.exit(0)));
});
