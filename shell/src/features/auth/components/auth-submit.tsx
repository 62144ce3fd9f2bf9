import { Spinner, useAuthState } from '@tyre/web-kit';

/** The auth state's error message and the submit button of the login and register forms. */
export function AuthSubmit({ label, busyLabel }: { label: string; busyLabel: string }) {
  const { isLoading, isError, message } = useAuthState();
  return (
    <>
      {isError && (
        <p className="kit-form__error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="kit-button" disabled={isLoading}>
        {isLoading ? <Spinner label={busyLabel} /> : label}
      </button>
    </>
  );
}
