import { Spinner, useAuthState, useErrorText } from '@tyre/web-kit';

/** The auth state's error message and the submit button of the login and register forms. */
export function AuthSubmit({ label, busyLabel }: { label: string; busyLabel: string }) {
  const { isLoading, isError, message, error } = useAuthState();
  const errors = useErrorText();
  return (
    <>
      {isError && (
        <p className="kit-form__error" role="alert">
          {error === undefined ? message : errors.message(error)}
        </p>
      )}
      <button type="submit" className="kit-button" disabled={isLoading}>
        {isLoading ? <Spinner label={busyLabel} /> : label}
      </button>
    </>
  );
}
