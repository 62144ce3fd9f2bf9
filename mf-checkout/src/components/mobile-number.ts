// The cheap client-side check of a mobile number, shared by the checkout and the tracking form:
// the contract's rule (`bdMobileSchema`), written out so that zod stays out of the public bundle.

const mobilePattern = /^(?:\+?88)?01[3-9]\d{8}$/;

/** Whether a typed number is a Bangladeshi mobile number as the API takes it (01…, 8801…, +8801…; spaces and dashes allowed). */
export const isMobileNumber = (v: string): boolean => mobilePattern.test(v.trim().replace(/[\s-]/g, ''));
