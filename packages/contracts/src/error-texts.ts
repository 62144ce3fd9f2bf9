// The English texts of the API's error messages (whole messages and per-field messages), each
// under a stable code, with `{{name}}` where the message carries a value ("Only {{left}} of
// {{title}} left in stock"). The API throws its errors by code and values
// (`new AppError('conflict', says('order.onlyLeft', { left, title }))`, api/src/lib/http/errors.ts),
// writes the English `message` from these texts and sends the code and values beside it
// (`messageCode`/`messageParams`, `fieldIssues`); the browser picks the text to show by the code
// from the web-kit's error catalogue (these English texts, word for word, and their Bangla).
//
// The matchers below read a text's code back from its English, for what carries no code: the
// per-field messages the contract schemas write in English (checked by the API and in the
// browser alike), a quote line's `message`, and an answer without a code (a test stub's).
//
// A separate entry (`@tyre/contracts/error-texts`): the API and the web-kit import it.

/** Texts of whole messages (`message`). Specific texts come before the ones with values. */
export const messageTexts = {
  // sign-in and accounts
  'auth.loginFailed': 'Wrong e-mail or password',
  'auth.emailTaken': 'An account with this e-mail already exists',
  'auth.mobileTaken': 'An account with this mobile number already exists',
  'auth.currentPasswordWrong': 'The current password is wrong',
  'auth.noUserWithEmail': 'No user with this e-mail',
  'auth.noUserWithMobile': 'No user with this mobile number',
  'auth.lastAdmin': 'The last admin cannot be demoted',
  'auth.loginRequired': 'Please log in to continue',
  'auth.sessionExpired': 'Your session has expired. Please log in again',
  'auth.adminOnly': 'Only an admin can do this',
  'auth.adminOnlyClosedJobs': 'Only an admin can see closed jobs',
  'auth.adminOnlyInactiveBanners': 'Only an admin can see inactive banners',
  // limits
  'limit.failedLogins': 'Too many failed logins. Please wait and try again.',
  'limit.wrongPasswords': 'Too many wrong passwords. Please wait and try again.',
  'limit.registrations': 'Too many registrations from your network. Please wait and try again.',
  'limit.mobileChanges': 'Too many changes of the mobile number. Please wait and try again.',
  'limit.ordersFromNetwork': 'Too many orders from this network. Please try again in {{minutes}} minutes',
  'limit.ordersForMobile': 'Too many orders for this mobile number. Please try again in {{minutes}} minutes',
  'limit.forms': 'Too many requests from this network. Please try again in {{minutes}} minutes',
  'limit.trackReference': 'Too many tries for this order reference. Please try again in {{minutes}} minutes',
  'limit.trackShop': 'Order tracking is busy right now. Please try again in {{minutes}} minutes',
  'limit.codeWait': 'Please wait {{seconds}} seconds before asking for another code',
  'limit.codesForMobile': 'Too many codes for this mobile number. Please try again in {{minutes}} minutes',
  'limit.codesFromNetwork': 'Too many codes asked from this network. Please try again in {{minutes}} minutes',
  'limit.codeChecks': 'Too many codes tried from this network. Please try again in {{minutes}} minutes',
  'server.busy': 'The server is busy. Please try again in a moment.',
  'server.internal': 'Something went wrong on our side. Please try again.',
  'server.starting': 'The API is starting',
  'server.stopping': 'The API is shutting down',
  'server.storeUnreachable': 'The data store is not reachable',
  // orders
  'order.productGone': 'This product is no longer sold',
  'order.notOnSale': '{{title}} is not on sale',
  'order.outOfStock': '{{title}} is out of stock',
  'order.onlyLeft': 'Only {{left}} of {{title}} left in stock',
  'order.notEnoughStock': 'Not enough of {{title}} is left in stock for this order',
  'order.trxIdUsed': 'This bKash TrxID has already paid for an order',
  'order.bkashUnavailable': 'bKash payment is not available right now. Please choose Cash on Delivery',
  'order.keyReused': 'This Idempotency-Key was already used for a different order',
  'order.keyOrderMissing': 'The order of this Idempotency-Key is missing',
  'order.stillPlacing': 'This order is still being placed. Please check your orders',
  'order.mobileNotConfirmed': 'Please confirm your mobile number with the code we send by SMS',
  'otp.off': 'This shop does not confirm mobile numbers by code',
  'otp.wrongCode': 'The code is wrong or has expired. Check the SMS or ask for a new code',
  'otp.notSent': 'The code could not be sent. Please try again in a minute',
  'otp.smsBudgetSpent': 'The shop cannot send more SMS codes right now. Please try again later',
  'order.changedMeanwhile': 'Order {{reference}} was changed meanwhile; reload it',
  'order.alreadyInStatus': 'Order {{reference}} is already {{status}}',
  'order.cannotMove': 'An order that is {{from}} cannot be moved to {{to}}',
  'courier.nameTaken': 'A courier with this name already exists',
  'message.sending': 'This message is being sent right now. Please try again in a moment',
  // content and catalogue
  'job.closed': 'This job no longer takes applications: its deadline has passed',
  'job.titleRace': 'Another job was given this title at the same time: please try again',
  'catalog.slugTaken': 'This slug is already used',
  'catalog.sizeExists': 'This size already exists in this category',
  'catalog.productRace': 'This product was being changed at the same time; reload it and try again',
  'catalog.rangeProductsInCategory':
    'Products of this range belong to its category; move them before changing the category',
  'catalog.sizeProductsInCategory':
    'Products of this size belong to its category; move them before changing the category',
  'catalog.categoryInUse': 'This category is used by {{uses}}; move or delete them first',
  'catalog.rangeInUse': 'This tyre range is used by {{uses}}; move or delete them first',
  'catalog.sizeInUse': 'This tyre size is used by {{uses}}; move or delete them first',
  'arrivals.alreadyIn': 'This product is already in the new arrivals',
  'arrivals.full': 'The new arrivals hold at most {{max}} products; remove one first',
  'reports.fromAfterTo': 'from must not be after to',
  'reports.rangeTooLong': 'to must be at most two years after from',
  // the vehicle finder
  'vehicles.makeTaken': 'A make with this name already exists',
  'vehicles.modelTaken': 'This make already has a model with this name',
  'vehicles.fitmentExists': 'This model already has this size at this position for these years',
  'vehicles.makeInUse': 'This make has {{uses}}; delete them first',
  'vehicles.importFailed': 'Nothing was imported: the file has wrong lines ({{count}})',
  'vehicles.importEmpty': 'The file has no fitment rows',
  'vehicles.importTooManyRows': 'The file has more than {{max}} rows',
  'vehicles.importRace':
    'The fitments changed while the file was imported; nothing was imported, please try again',
  // couriers: Steadfast
  'steadfast.notConfigured': 'Steadfast is not configured',
  'steadfast.notConfiguredSettings': 'Steadfast is not configured: set the four STEADFAST_ settings',
  'steadfast.badWebhookToken': 'Invalid webhook token',
  'steadfast.bookedMeanwhile': 'Order {{reference}} was booked meanwhile; reload it',
  'steadfast.unreachable': 'Steadfast could not be reached. Please try again in a moment',
  'steadfast.keysRefused':
    "Steadfast refused the shop's keys: check STEADFAST_API_KEY and STEADFAST_SECRET_KEY",
  // couriers: Pathao, and returned parcels
  'pathao.notConfigured': 'Pathao is not configured',
  'pathao.notConfiguredSettings': 'Pathao is not configured: set the seven PATHAO_ settings',
  'pathao.listUnavailable': "Pathao's list could not be fetched: {{reason}}",
  'pathao.notWaiting': "The Pathao booking of order {{reference}} is not waiting for Pathao's word",
  'pathao.notThisParcel': "Pathao's consignment {{consignment}} is not the parcel of order {{reference}}",
  'pathao.tooHeavy':
    'Order {{reference}} weighs about {{weight}} kg, more than the {{max}} kg Pathao takes in a parcel. Book it with Steadfast or another courier',
  'pathao.tooHeavyMany':
    'Orders {{references}} each weigh more than the {{max}} kg Pathao takes in a parcel. Book them with Steadfast or another courier, and the rest with Pathao',
  'order.notReturned': 'Order {{reference}} is not returned',
  'order.returnResolved': 'The return of order {{reference}} was resolved already',
  // online payments and their refunds
  'payments.bkashNotAnswering': 'bKash is not answering right now. Please try again in a moment',
  'payments.cardUnavailable': 'Card payment is not available right now. Please choose Cash on Delivery',
  'payments.cardNotAnswering': 'Card payment is not answering right now. Please try again in a moment',
  'payments.orderExpired': 'Order {{reference}} was cancelled: it was not paid in time',
  'payments.orderPaid': 'Order {{reference}} has been paid already',
  'payments.refundKeyReused': 'This Idempotency-Key was already used for a different refund',
  'payments.refundInProgress': 'This refund is still being made. Please reload the order',
  'payments.nothingToRefund': 'Order {{reference}} has no online payment to refund',
  'payments.refundedInFull': 'This payment is refunded in full',
  'payments.refundTooMuch': 'Only BDT {{left}} of this payment is left to refund',
  'payments.refundRace': 'This payment was being refunded at the same time; reload the order',
  'payments.refundRefused': 'The gateway refused the refund: {{reason}}',
  'payments.gatewayNotConfigured':
    '{{gateway}} is not configured: its refunds are made in its merchant panel',
  // dealers
  'dealers.requestUsed': 'This dealer request has already become a dealer',
  'dealers.authNumberTaken': 'Another dealer has this authorisation number',
  'dealers.changedMeanwhile': 'This dealer was changed at the same time. Please try again.',
  'dealers.importFailed': 'Nothing was imported: the file has wrong lines ({{count}})',
  'dealers.importEmpty': 'The file has no dealer rows',
  'dealers.importTooManyRows': 'The file has more than {{max}} rows',
  'dealers.importRace':
    'The dealers changed while the file was imported; nothing was imported, please try again',
  // backups
  'backup.onMongo': 'On MongoDB, back up with mongodump (see "Operating the shop" in the README)',
  'backup.busy': 'The writes in progress did not finish within {{seconds}} s; nothing was taken. Try again.',
  // requests the server cannot read
  'request.notJson': 'The request body is not valid JSON',
  'request.tooLarge': 'The request body is too large',
  'request.encoding': 'Unsupported body encoding',
  'request.malformedForm': 'The multipart form is malformed',
  'request.sendJsonOrForm': 'Send the body as application/json or multipart/form-data',
  'request.sendForm': 'Send this form as multipart/form-data',
  'request.bad': 'Bad request',
  'request.invalid': 'Invalid input',
  'upload.unreadable': 'The upload could not be read',
  'upload.imageUnreadable': 'The image could not be read',
  'upload.imageTooManyPixels': 'The image is too large: at most {{megapixels}} megapixels',
  'upload.tooMany': 'Too many files or fields in the form',
  'upload.fieldTooLong': 'A form field is too long',
  'upload.fileTooLarge': 'The file is too large',
  'upload.fileInFieldTooLarge': 'The file in {{field}} is too large',
  'upload.unexpectedFile': 'Unexpected file field',
  'upload.unexpectedFileField': 'Unexpected file field "{{field}}"',
  'upload.fieldRequired': '{{field}} is required',
  'upload.fieldNotImage': '{{field}} must be a JPEG, PNG or WebP image',
  'upload.fieldNotDocument': '{{field}} must be a PDF document',
  'upload.fieldWrongKind': '{{field}} must be a JPEG, PNG or WebP image or a PDF document',
  'upload.fieldNotText': '{{field}} must be a CSV text file (UTF-8)',
  'docs.noFile': 'No such file of the reference page',
  'route.none': 'No route for {{method}} {{path}}',
  // last: the widest pattern
  notFound: '{{what}} not found',
} as const;

/** Texts of per-field messages (`fields`), shown after the field's label. */
export const fieldTexts = {
  required: 'is required',
  tooLong: 'is too long',
  tooShort: 'is too short',
  tooLarge: 'is too large',
  wrong: 'is wrong',
  alreadyRegistered: 'is already registered',
  alreadyUsed: 'is already used',
  existsInCategory: 'already exists in this category',
  listedTwice: 'is listed twice',
  notExist: 'does not exist',
  notEnoughStock: 'not enough left in stock',
  notText: 'must be text',
  notNumber: 'must be a number',
  notWholeNumber: 'must be a whole number',
  notBoolean: 'must be true or false',
  notList: 'must be a list',
  notObject: 'must be an object',
  notDate: 'must be a date',
  wholeTaka: 'must be whole Taka',
  email: 'must be a valid e-mail address',
  emailPlain: 'must be an e-mail address',
  mobile: 'must be a Bangladeshi mobile number (01XXXXXXXXX)',
  mobileLike: 'must be a mobile number like 01XXXXXXXXX',
  district: 'must be one of the 64 districts of Bangladesh',
  paymentType: 'must be Cash on Delivery or bKash',
  requiredForBkash: 'is required for bKash',
  trxId: 'must be the 10-character bKash TrxID',
  mobileCode: 'must be the 6-digit code from the SMS',
  postCode: 'must be 4 digits',
  hexId: 'must be a 24-character hex id',
  slug: 'must be lower-case letters, digits and dashes',
  slugOrId: 'must be a slug or an id',
  notLikeId: 'must not look like an id',
  orderKey: 'must be an order key or id',
  notOrderKey: 'is not an order key',
  bkashPaymentId: 'is not a bKash paymentID',
  bkashCallbackStatus: 'must be success, failure or cancel',
  sslcommerzTranId: 'is not a transaction id of this shop',
  sslcommerzReturnStatus: 'must be success, fail or cancel',
  paymentGateway: 'must be bkash or sslcommerz',
  atLeastOneOrder: 'must name at least one order',
  atMostOrders: 'must name {{max}} orders or fewer',
  steadfastNotification: 'must be delivery_status or tracking_update',
  pathaoPlace: 'must be chosen from the list',
  kgNumber: 'must be a number of kg',
  kgAtLeast: 'must be at least {{min}} kg',
  kgAtMost: 'must be at most {{max}} kg',
  pathaoDeliveryType: 'must be 48 (normal) or 12 (on demand)',
  pathaoConsignment: 'must be a Pathao consignment id',
  pathaoEvent: 'is not a Pathao event',
  onlyWhenReturned: 'may only be given when the order is moved to returned',
  idempotencyKey: 'must be 8 to 100 letters, digits, dashes or underscores',
  httpAddress: 'must be an http:// or https:// address',
  linkOrPath: 'must be an http(s) address or a path of this site like /dealer',
  videoUrl: 'must be a YouTube or Vimeo link or the address of an MP4 file',
  image: 'must be a JPEG, PNG or WebP image',
  document: 'must be a PDF document',
  imageOrDocument: 'must be a JPEG, PNG or WebP image or a PDF document',
  imageNames: 'must be image file names',
  fileName: 'is not a file name',
  smsOrEmail: 'must be sms or email',
  trackingUrl: 'must be an https address with {number} in it',
  trackingNumber: 'must be letters, digits, dashes or slashes',
  orderReference: 'must be an order reference like TB-260001',
  activeCourier: 'must be an active courier',
  onlyWhenShipped: 'may only be given when the order is moved to shipped',
  noControlChars: 'must not contain control characters or line breaks',
  noControlCharsMultiline: 'must not contain control characters (only tabs and line breaks)',
  unicode: 'must be valid Unicode text',
  calendarDate: 'must be a date (YYYY-MM-DD)',
  dateLike: 'must be a date like 2026-12-31',
  realDate: 'must be a real date between 2000 and 2100',
  notAfterTo: 'must not be after to',
  atMostTwoYears: 'must be at most two years after from',
  radialOrBias: 'must be radial or bias',
  tubeType: 'must be TL (tubeless) or TT (tube type)',
  activeOrDraft: 'must be active or draft',
  activeOrInactive: 'must be active or inactive',
  granularity: 'must be day, week or month',
  position: 'must be front, rear or all',
  notBeforeYearFrom: 'must not be before yearFrom',
  importMode: 'must be merge or replace',
  textFile: 'must be a CSV text file (UTF-8)',
  csvColumns: 'must be the columns {{columns}}',
  csvCells: 'must have {{count}} cells',
  csvUnreadable: 'is not valid CSV (check its quotes)',
  repeatsLine: 'repeats line {{line}}',
  yesOrNo: 'must be yes or no',
  sort: 'must be newest, price-asc, price-desc or title',
  sizeLabel: 'must look like 90/90-17, 195/65 R15 or 4.00-8',
  loadIndex: 'must look like 91 or 146/143',
  rimInches: 'must be whole or half inches (e.g. 17 or 22.5)',
  rimAtLeast: 'must be {{min}} inches or more',
  rimAtMost: 'must be {{max}} inches or less',
  rimRequired: 'is required (the label does not show it)',
  rimMatchLabel: 'must match the label ({{rim}})',
  lessThanRegular: 'must be less than the regular price',
  holdOneProduct: 'must hold at least one product',
  atMostProducts: 'must hold {{max}} products or fewer',
  onePhone: 'needs at least one phone',
  oneOffice: 'needs at least one office',
  listBanners: 'must list the banners',
  everyBannerOnce: 'must list every banner exactly once',
  arrivalsExactly: 'must list exactly the products now in the new arrivals, each once',
  moreCaptions: 'has more captions than pictures',
  tooManyCaptions: 'has too many captions',
  galleryMax: 'must be at most {{max}} pictures with the kept ones',
  notSizeOf: 'is not a size of {{category}}',
  notRangeOf: 'is not a range of {{category}}',
  atMostItems: 'must have at most {{max}} items',
  minLength: 'must be at least {{min}} characters',
  maxLength: 'must be at most {{max}} characters',
  maxLengthFewer: 'must be {{max}} characters or fewer',
  minValue: 'must be {{min}} or more',
  maxValue: 'must be {{max}} or less',
  oneOf: 'must be one of {{options}}',
  // the texts of zod's own issue codes (`matchZodIssue`), for a rule that carries no message of its own
  atLeastItems: 'must have at least {{min}} items',
  multipleOf: 'must be a multiple of {{divisor}}',
  notValid: 'is not valid',
} as const;

export type MessageCode = keyof typeof messageTexts;
export type FieldIssueCode = keyof typeof fieldTexts;
export type TextParams = Record<string, string>;

/** A message's code and the values in it. */
export interface MatchedText<C extends string> {
  code: C;
  params?: TextParams;
}

interface Pattern<C extends string> {
  code: C;
  regex: RegExp;
  names: string[];
}

/** What a value may look like, where a wider match would swallow a joined message. */
const VALUE_PATTERNS: Record<string, string> = {
  field: '[\\w.-]+',
  min: '[\\d,.]+',
  max: '[\\d,.]+',
  left: '\\d+',
  minutes: '\\d+',
  megapixels: '\\d+',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile<C extends string>(texts: Record<C, string>): Pattern<C>[] {
  return (Object.entries(texts) as [C, string][]).map(([code, text]) => {
    const names: string[] = [];
    const source = text
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return `(${VALUE_PATTERNS[name] ?? '.+?'})`;
      })
      .join('');
    return { code, regex: new RegExp(`^${source}$`, 's'), names };
  });
}

let compiled: { message: Pattern<MessageCode>[]; field: Pattern<FieldIssueCode>[] } | undefined;

function patterns() {
  compiled ??= { message: compile(messageTexts), field: compile(fieldTexts) };
  return compiled;
}

function match<C extends string>(list: Pattern<C>[], text: string): MatchedText<C> | undefined {
  for (const { code, regex, names } of list) {
    const found = regex.exec(text);
    if (!found) continue;
    if (!names.length) return { code };
    return { code, params: Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])) };
  }
  return undefined;
}

/** The code (and values) of a whole message, when it is one of `messageTexts`. */
export function matchMessageText(message: string): MatchedText<MessageCode> | undefined {
  return match(patterns().message, message);
}

/** The code (and values) of a per-field message, when it is one of `fieldTexts`. */
export function matchFieldText(message: string): MatchedText<FieldIssueCode> | undefined {
  return match(patterns().field, message);
}

/** A text with its `{{name}}` places filled. */
export function fillText(text: string, params: TextParams = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/**
 * A zod issue as zod reports it (the fields read here; zod's own type stays out of this file, which
 * the browser loads without zod).
 */
export interface ZodIssueLike {
  code: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  values?: readonly unknown[];
  divisor?: number | bigint;
}

const TYPE_CODES: Record<string, FieldIssueCode> = {
  string: 'notText',
  number: 'notNumber',
  nan: 'notNumber',
  int: 'notWholeNumber',
  boolean: 'notBoolean',
  array: 'notList',
  object: 'notObject',
  date: 'notDate',
};

/**
 * The field text of a zod issue by its issue code and values, for an issue whose message is not
 * one of `fieldTexts` (zod's default English, "Too small: expected string to have >=2
 * characters"): a string too short is `minLength`, a number too large `maxValue`, a wrong type
 * `notText`…, anything else `notValid`.
 */
export function matchZodIssue(issue: ZodIssueLike): MatchedText<FieldIssueCode> {
  const size = (value: number | bigint | undefined) => String(value ?? '');
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { code: 'required' };
      return { code: TYPE_CODES[issue.expected ?? ''] ?? 'notValid' };
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { code: 'required' }
          : { code: 'minLength', params: { min: size(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'atLeastItems', params: { min: size(issue.minimum) } };
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return { code: 'minValue', params: { min: size(issue.minimum) } };
      return { code: 'tooShort' };
    case 'too_big':
      if (issue.origin === 'string') return { code: 'maxLength', params: { max: size(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'atMostItems', params: { max: size(issue.maximum) } };
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return { code: 'maxValue', params: { max: size(issue.maximum) } };
      return { code: 'tooLarge' };
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'email' : 'notValid' };
    case 'invalid_value':
      return issue.values?.length
        ? { code: 'oneOf', params: { options: issue.values.map(String).join(', ') } }
        : { code: 'notValid' };
    case 'not_multiple_of':
      return { code: 'multipleOf', params: { divisor: size(issue.divisor) } };
    default:
      return { code: 'notValid' };
  }
}
