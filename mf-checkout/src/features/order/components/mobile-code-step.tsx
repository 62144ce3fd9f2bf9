import { MOBILE_CODE } from '@tyre/contracts/constants';
import { TextField, useFormat } from '@tyre/web-kit';
import { useOrderMessages } from '../messages';
import { CODE_FIELD_ID, SEND_BUTTON_ID, type MobileCode } from '../use-mobile-code';

/** m:ss in the language's digits (০:৪২ in Bangla). */
function useClock(): (seconds: number) => string {
  const { number } = useFormat();
  return (seconds) => {
    const rest = seconds % 60;
    return `${number(Math.floor(seconds / 60))}:${rest < 10 ? number(0) : ''}${number(rest)}`;
  };
}

/**
 * The order's "confirm your mobile number" step (ORDER_OTP): send a 6-digit code by SMS to the
 * number typed above, type it in (the phone may offer it: `autocomplete="one-time-code"`), and the
 * number is confirmed on this browser. Enter in the code field confirms the code, not the order.
 */
export function MobileCodeStep({ otp }: { otp: MobileCode }) {
  const t = useOrderMessages();
  const clock = useClock();
  const { mobile, message, busy } = otp;
  const messageId = 'order-code-message';
  const status = message && (
    <p
      id={messageId}
      className={message.kind === 'error' ? 'kit-form__error' : 'order-code__note'}
      role={message.kind === 'error' ? 'alert' : 'status'}
    >
      {message.text}
    </p>
  );

  /** Sends a code: the first (a plain button) or another one (a quieter button). */
  const sendButton = (again: boolean) => (
    <button
      id={SEND_BUTTON_ID}
      type="button"
      className={again ? 'kit-button kit-button--ghost' : 'kit-button'}
      onClick={() => void otp.send()}
      disabled={busy !== null}
      aria-busy={busy === 'sending'}
    >
      {busy === 'sending' ? t.code.sending : again ? t.code.resend : t.code.send}
    </button>
  );

  if (otp.confirmed)
    return (
      <div className="order-code order-code--done order-fields__wide" data-testid="mobile-code">
        <p role="status">
          <span aria-hidden="true">✓ </span>
          {t.code.confirmed(mobile)}
        </p>
      </div>
    );

  return (
    <div
      className="order-code order-fields__wide"
      role="group"
      aria-labelledby="order-code-heading"
      data-testid="mobile-code"
    >
      <p className="order-code__heading" id="order-code-heading">
        {t.code.heading}
      </p>
      <p className="order-code__intro">
        {!mobile ? t.code.noMobile : otp.mode === 'all' ? t.code.introAll(mobile) : t.code.introCod(mobile)}
      </p>
      {otp.sent ? (
        <>
          <div className="order-code__entry">
            <TextField
              id={CODE_FIELD_ID}
              label={t.code.label}
              name="mobileCode"
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern={`[0-9]{${MOBILE_CODE.digits}}`}
              maxLength={MOBILE_CODE.digits}
              value={otp.code}
              onChange={(e) => otp.setCode(e.target.value)}
              onKeyDown={(e) => {
                // Enter confirms the code; the order is placed with its own button
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void otp.confirm();
                }
              }}
              aria-invalid={otp.codeInvalid || undefined}
              aria-describedby={message ? messageId : undefined}
            />
            <button
              type="button"
              className="kit-button"
              onClick={() => void otp.confirm()}
              disabled={busy !== null}
              aria-busy={busy === 'checking'}
            >
              {busy === 'checking' ? t.code.checking : t.code.confirm}
            </button>
          </div>
          {status}
          {otp.resendIn > 0 ? (
            <p className="order-code__note" data-testid="resend-countdown">
              {t.code.resendIn(clock(otp.resendIn))}
            </p>
          ) : (
            sendButton(true)
          )}
        </>
      ) : (
        <>
          {sendButton(false)}
          {status}
        </>
      )}
    </div>
  );
}
