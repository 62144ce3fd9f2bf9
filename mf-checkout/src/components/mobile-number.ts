// The cheap client-side check of a mobile number, shared by the checkout and the tracking form:
// the contract's rule (`bdMobileSchema`), written out so that zod stays out of the public bundle.

const mobilePattern = /^(?:\+?88)?01[3-9]\d{8}$/;

/** The number as the API keeps it (01XXXXXXXXX), or '' when it is not a Bangladeshi mobile number. */
export const storedMobile = (v: string): string => {
  const digits = v.trim().replace(/[\s-]/g, '');
  return mobilePattern.test(digits) ? digits.slice(-11) : '';
};

/** Whether a typed number is a Bangladeshi mobile number as the API takes it (01…, 8801…, +8801…; spaces and dashes allowed). */
export const isMobileNumber = (v: string): boolean => storedMobile(v) !== '';
