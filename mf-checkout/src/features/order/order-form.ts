// The checkout form's values, the body they make, and the cheap client-side checks (the same rules
// as the contract's schema, written out so that zod stays out of the public bundle).
import {
  DEFAULT_DISTRICT,
  DEFAULT_PAYMENT_TYPE,
  DISTRICTS,
  type District,
  type PaymentType,
} from '@tyre/contracts/constants';
import type { PlaceOrderBody, PublicUser } from '@tyre/contracts';
import type { CartItem, Language } from '@tyre/web-kit';
import { orderItemsOf } from '../../api/quote-order';
import { isMobileNumber } from '../../components/mobile-number';
import type { OrderMessages } from './messages';

export interface OrderFormValues {
  name: string;
  companyName: string;
  address: string;
  town: string;
  thana: string;
  district: District;
  postCode: string;
  mobileNumber: string;
  email: string;
  notes: string;
  paymentType: PaymentType;
  /** the bKash number the money was sent from */
  bkashMobile: string;
  trxID: string;
}

export type OrderField = Exclude<keyof OrderFormValues, 'paymentType'>;
export type FieldMessages = Partial<Record<OrderField, string>>;

export const emptyOrderForm: OrderFormValues = {
  name: '',
  companyName: '',
  address: '',
  town: '',
  thana: '',
  district: DEFAULT_DISTRICT,
  postCode: '',
  mobileNumber: '',
  email: '',
  notes: '',
  paymentType: DEFAULT_PAYMENT_TYPE,
  bkashMobile: '',
  trxID: '',
};

const isDistrict = (value: string | undefined): value is District =>
  (DISTRICTS as readonly string[]).includes(value ?? '');

/** The profile's details in the fields the customer has not filled in yet. */
export function prefill(values: OrderFormValues, me: PublicUser): OrderFormValues {
  const keep = (current: string, fromProfile: string | undefined) => current || fromProfile || '';
  return {
    ...values,
    name: keep(values.name, me.name),
    companyName: keep(values.companyName, me.companyName),
    address: keep(values.address, me.address),
    town: keep(values.town, me.town),
    thana: keep(values.thana, me.thana),
    district: values.district === DEFAULT_DISTRICT && isDistrict(me.district) ? me.district : values.district,
    postCode: keep(values.postCode, me.postCode),
    mobileNumber: keep(values.mobileNumber, me.mobile),
    email: keep(values.email, me.email),
  };
}

/** The messages of the fields that break the contract's rules (empty when all is well). */
export function validateOrderForm(
  v: OrderFormValues,
  t: Pick<OrderMessages, 'required' | 'badMobile' | 'badPostCode' | 'badEmail' | 'badTrxId'>,
): FieldMessages {
  const errors: FieldMessages = {};
  for (const field of ['name', 'address', 'thana'] as const) if (!v[field].trim()) errors[field] = t.required;
  if (!v.mobileNumber.trim()) errors.mobileNumber = t.required;
  else if (!isMobileNumber(v.mobileNumber)) errors.mobileNumber = t.badMobile;
  if (v.postCode.trim() && !/^\d{4}$/.test(v.postCode.trim())) errors.postCode = t.badPostCode;
  if (v.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = t.badEmail;
  if (v.paymentType === 'bKash') {
    if (!v.bkashMobile.trim()) errors.bkashMobile = t.required;
    else if (!isMobileNumber(v.bkashMobile)) errors.bkashMobile = t.badMobile;
    if (!v.trxID.trim()) errors.trxID = t.required;
    else if (!/^[A-Za-z0-9]{10}$/.test(v.trxID.trim())) errors.trxID = t.badTrxId;
  }
  return errors;
}

/**
 * The request body: the cart's ids and quantities, the details, the payment, and the language the
 * customer orders in (the invoice PDF is written in it).
 */
export function orderBody(
  items: readonly CartItem[],
  v: OrderFormValues,
  language: Language,
): PlaceOrderBody {
  return {
    items: orderItemsOf(items),
    customer: {
      name: v.name,
      companyName: v.companyName,
      address: v.address,
      town: v.town,
      thana: v.thana,
      district: v.district,
      postCode: v.postCode,
      mobileNumber: v.mobileNumber,
      email: v.email,
      notes: v.notes,
    },
    payment:
      v.paymentType === 'bKash'
        ? { paymentType: 'bKash', mobileNumber: v.bkashMobile, trxID: v.trxID }
        : { paymentType: v.paymentType },
    language,
  };
}

/** The form field of a key of the API's `fields` (`customer.name`, `payment.trxID`, …). */
export function formFieldOf(apiField: string): OrderField | undefined {
  const [group, name] = apiField.split('.');
  if (group === 'customer' && name && name in emptyOrderForm && name !== 'paymentType')
    return name as OrderField;
  if (group === 'payment' && name === 'mobileNumber') return 'bkashMobile';
  if (group === 'payment' && name === 'trxID') return 'trxID';
  return undefined;
}
