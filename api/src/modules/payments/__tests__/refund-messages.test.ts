import { describe, expect, it } from 'vitest';
import { customerMessages, smsSegments } from '../../messages/templates';
import { linksFor, testOrder } from '../../messages/templates/__tests__/test-orders';
import { invoiceTemplate } from '../../orders/invoice-templates';

describe("the customer's messages of a refund", () => {
  it('when a large refund of a paid order is told on a long shop address, then the SMS says the amount and the whole tracking link in two SMS at most, in either language', () => {
    const origin = 'https://orders.tyrebrand-bangladesh-online.com.bd';
    for (const language of ['en', 'bn'] as const) {
      const order = testOrder({ language });
      const { sms, email } = customerMessages('refunded', order, linksFor(order, origin), {
        refund: { id: 'k', amount: 1_250_000 },
      });
      expect(smsSegments(sms.text).segments, sms.text).toBeLessThanOrEqual(2);
      expect(sms.text).toContain(invoiceTemplate(language).money(1_250_000));
      expect(sms.text).toContain(linksFor(order, origin).trackUrl);
      expect(email.subject).toContain(
        language === 'bn' ? `অর্ডার ${order.reference} এর টাকা ফেরত` : `Refund for order ${order.reference}`,
      );
      expect(email.text).toContain(
        language === 'bn' ? 'যেভাবে পেমেন্ট করেছিলেন সেভাবেই টাকা ফেরত যাবে' : 'It goes back the way you paid',
      );
    }
  });
});
