/** The demo bKash merchant number (a valid Bangladeshi mobile number, not a real account). */
export const DEMO_BKASH_NUMBER = '01711000000';
