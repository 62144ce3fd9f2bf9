// The order's mobile number confirmed by an SMS code (the shop's ORDER_OTP): whether the step is
// needed, the code sent and checked, the wait before another code, and the checks the order form
// makes before and after it sends the order.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MOBILE_CODE, needsMobileCode, type OrderOtpMode, type PaymentType } from '@tyre/contracts/constants';
import { errorMessage, isApiRequestError, useApi, type Language } from '@tyre/web-kit';
import { storedMobile } from '../../components/mobile-number';
import { checkMobileCode } from './api/check-mobile-code';
import { getMobileVerification } from './api/get-mobile-verification';
import { sendMobileCode } from './api/send-mobile-code';
import type { OrderMessages } from './messages';

export interface CodeMessage {
  kind: 'error' | 'info';
  text: string;
}

export interface MobileCode {
  /** The order needs a confirmed number (this way to pay, or the API said so): the step shows. */
  shown: boolean;
  /** ORDER_OTP as the API told it (`off` until it has). */
  mode: OrderOtpMode;
  /** The number typed, as the API keeps it ('' when it is not a mobile number). */
  mobile: string;
  /** The number typed is the one confirmed on this browser. */
  confirmed: boolean;
  /** A code was sent to the number typed: the code field shows. */
  sent: boolean;
  code: string;
  setCode: (value: string) => void;
  busy: 'sending' | 'checking' | null;
  message: CodeMessage | null;
  /** The code field shows its message as its own (a wrong or badly typed code). */
  codeInvalid: boolean;
  /** Seconds before another code may be asked for (0: now). */
  resendIn: number;
  send: () => Promise<void>;
  confirm: () => Promise<boolean>;
  /** Before the order is sent: true when nothing is needed or the number got confirmed (a typed code is checked first). */
  ready: () => Promise<boolean>;
  /** After a refused order: true when the API wants the number confirmed (the step then shows and says so). */
  refused: (error: unknown) => boolean;
}

/** The code field's id (focused after a code is sent, and after a wrong one). */
export const CODE_FIELD_ID = 'order-mobile-code';
/** The id of the button that sends a code (focused when the order needs one first). */
export const SEND_BUTTON_ID = 'order-mobile-code-send';

/** Bangla digits typed on a Bangla keyboard, as the Latin digits of the code. */
const latinDigits = (value: string) =>
  value.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)).replace(/\D/g, '');

/** The shop has sent as many SMS as its budget allows for now (503): no code can come. */
const smsBudgetSpent = (error: unknown): boolean =>
  isApiRequestError(error) &&
  error.response?.status === 503 &&
  (error.response.data as { messageCode?: string } | null)?.messageCode === 'otp.smsBudgetSpent';

const retryAfterOf = (error: unknown): number => {
  const header = isApiRequestError(error) ? error.response?.headers['retry-after'] : undefined;
  return Number(header) || 0;
};

export function useMobileCode(
  typed: string,
  paymentType: PaymentType,
  language: Language,
  t: OrderMessages,
): MobileCode {
  const state = useApi('mobile-verification', (signal) =>
    // a shop whose answer does not come is taken as one without codes: the order's 403 says otherwise
    getMobileVerification(signal).catch(() => ({ required: 'off' as const, verifiedMobile: null })),
  );
  const mode = state.data?.required ?? 'off';
  const [forced, setForced] = useState(false);
  const [confirmedMobile, setConfirmedMobile] = useState<string | null>(null);
  useEffect(() => {
    if (state.data?.verifiedMobile) setConfirmedMobile(state.data.verifiedMobile);
  }, [state.data]);
  const [sentTo, setSentTo] = useState('');
  const [code, setCodeValue] = useState('');
  const [busy, setBusy] = useState<MobileCode['busy']>(null);
  const [message, setMessage] = useState<CodeMessage | null>(null);
  const [codeInvalid, setCodeInvalid] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  const mobile = storedMobile(typed);
  const shown = forced || needsMobileCode(mode, paymentType);
  const confirmed = mobile !== '' && mobile === confirmedMobile;
  const sent = mobile !== '' && sentTo === mobile;

  // another number: its own step, from the start
  const lastMobile = useRef(mobile);
  useEffect(() => {
    if (lastMobile.current === mobile) return;
    lastMobile.current = mobile;
    setMessage(null);
    setCodeInvalid(false);
    setCodeValue('');
  }, [mobile]);

  // the countdown to the next code, once a second while there is one
  useEffect(() => {
    if (resendAt <= Date.now()) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= resendAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendAt]);
  const resendIn = sent ? Math.max(0, Math.ceil((resendAt - now) / 1000)) : 0;
  /** No other code for `seconds` from now. */
  const wait = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setResendAt(at + seconds * 1000);
  };

  // focused once the screen shows it (a code field that appears with the answer, say)
  const [focusTarget, setFocusTarget] = useState<{ target: 'send' | 'code' } | null>(null);
  const focus = (target: 'send' | 'code') => setFocusTarget({ target });
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget.target === 'code' ? CODE_FIELD_ID : SEND_BUTTON_ID)?.focus();
  }, [focusTarget]);

  const send = useCallback(async () => {
    if (busy) return;
    if (!mobile) {
      setMessage({ kind: 'error', text: t.code.noMobile });
      return;
    }
    setBusy('sending');
    setMessage(null);
    setCodeInvalid(false);
    try {
      const answer = await sendMobileCode({ mobile, language });
      setSentTo(mobile);
      setCodeValue('');
      wait(answer.resendAfterSeconds);
      setMessage({ kind: 'info', text: t.code.sent(mobile, Math.round(answer.expiresInSeconds / 60)) });
      focus('code');
    } catch (error) {
      if (isApiRequestError(error) && error.response?.status === 429) {
        // a code went to this number a moment ago (before a reload, say): it may still be typed in
        setSentTo(mobile);
        wait(retryAfterOf(error));
        focus('code');
      }
      setMessage({
        kind: 'error',
        // what the customer can do now: later, or (when only Cash on Delivery needs a code) bKash
        text: smsBudgetSpent(error)
          ? t.code.budgetSpent(mode === 'all' ? 'all' : 'cod')
          : errorMessage(error),
      });
    } finally {
      setBusy(null);
    }
  }, [busy, mobile, language, mode, t]);

  const confirm = useCallback(async (): Promise<boolean> => {
    if (busy) return false;
    if (code.length !== MOBILE_CODE.digits) {
      setMessage({ kind: 'error', text: t.code.badCode });
      setCodeInvalid(true);
      focus('code');
      return false;
    }
    setBusy('checking');
    setMessage(null);
    setCodeInvalid(false);
    try {
      const answer = await checkMobileCode({ mobile, code });
      setConfirmedMobile(answer.mobile);
      setCodeValue('');
      return true;
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error) });
      const wrong = isApiRequestError(error) && error.response?.status === 400;
      setCodeInvalid(wrong);
      if (wrong) setCodeValue('');
      focus('code');
      return false;
    } finally {
      setBusy(null);
    }
  }, [busy, code, mobile, t]);

  const ready = useCallback(async (): Promise<boolean> => {
    if (!shown || confirmed) return true;
    if (sent && code.length > 0) return confirm();
    setMessage({ kind: 'error', text: t.code.first });
    focus(sent ? 'code' : 'send');
    return false;
  }, [shown, confirmed, sent, code, confirm, t]);

  const refused = useCallback(
    (error: unknown): boolean => {
      if (!isApiRequestError(error) || error.response?.status !== 403) return false;
      const body = error.response.data as { messageCode?: string } | null;
      if (body?.messageCode !== 'order.mobileNotConfirmed') return false;
      setForced(true);
      setConfirmedMobile(null);
      setMessage({ kind: 'error', text: t.code.first });
      focus('send');
      return true;
    },
    [t],
  );

  const setCode = useCallback((value: string) => {
    setCodeValue(latinDigits(value).slice(0, MOBILE_CODE.digits));
    setCodeInvalid(false);
  }, []);

  return {
    shown,
    mode,
    mobile,
    confirmed,
    sent,
    code,
    setCode,
    busy,
    message,
    codeInvalid,
    resendIn,
    send,
    confirm,
    ready,
    refused,
  };
}
