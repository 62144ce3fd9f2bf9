// Who a message goes to: the customer's number in the 880… form gateways take, and the address or
// number as the dashboard shows it, partly masked.

/** 01712345678 → 8801712345678 (the orders keep the 11-digit local form). */
export function smsNumber(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.startsWith('880') ? digits : `88${digits.slice(-11)}`;
}

/** 8801712345678 → 01712•••678; r.ahmed@example.com → r•••@example.com. */
export function maskedRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to[0]}•••${to.slice(at)}`;
  const local = to.replace(/^880/, '0');
  if (local.length < 8) return '•••';
  return `${local.slice(0, 5)}•••${local.slice(-3)}`;
}
