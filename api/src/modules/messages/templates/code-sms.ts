// The SMS with the one-time code that confirms a customer's mobile number before an order
// (ORDER_OTP), in English or Bangla. The code comes first (a phone's notification shows it whole)
// and stays in Latin digits in both languages, as it is typed; the minutes are written in the
// language. Both texts fit in two SMS with a shop name of 40 characters (see the tests).
import { MOBILE_CODE, type OrderLanguage } from '@tyre/contracts';
import { invoiceTemplate } from '../../orders/invoice-templates';

const CODE_TEXTS: Record<OrderLanguage, (code: string, minutes: string, shopName: string) => string> = {
  en: (code, minutes, shopName) =>
    `${code} is your ${shopName} code to confirm your mobile number for your order. It works for ${minutes} minutes. Never share it with anyone.`,
  bn: (code, minutes, shopName) =>
    `${code} আপনার মোবাইল নম্বর নিশ্চিত করার ${shopName} কোড। ${minutes} মিনিট কাজ করবে। কাউকে জানাবেন না।`,
};

/** The text of the code's SMS in the customer's language. */
export function codeSms(code: string, language: OrderLanguage, shopName: string): string {
  const minutes = invoiceTemplate(language).count(MOBILE_CODE.validSeconds / 60);
  return CODE_TEXTS[language](code, minutes, shopName.trim());
}
