import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from '@tyre/contracts';
import { authStateAtom, changeLanguage, initialAuthState, store } from '@tyre/web-kit';
import { testApiForFile } from '@tyre/test-kit';
import { LoginPage } from '../login-page';
import { RegisterPage } from '../register-page';

const api = testApiForFile();

function renderAt(path: string) {
  store.set(authStateAtom, initialAuthState(null));
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const refused = (status: number, body: ApiError) => ({ status, body });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await act(() => changeLanguage('en'));
});

describe('the login and register forms in Bangla, when the API refuses', () => {
  it('when the password is wrong, then the form says so in Bangla, not in English', async () => {
    await act(() => changeLanguage('bn'));
    api.on(
      'POST /auth/login',
      refused(401, {
        message: 'Wrong e-mail or password',
        code: 'unauthorized',
        messageCode: 'auth.loginFailed',
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/login');
    await user.type(screen.getByLabelText('ই-মেইল'), 'rahim@example.com.bd');
    await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'লগইন' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ই-মেইল বা পাসওয়ার্ড ভুল');
    expect(document.body.textContent).not.toContain('Wrong e-mail or password');
    // the message follows a change of language
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe('Wrong e-mail or password');
  });

  it('when the e-mail is taken or the mobile number is wrong, then the register form says so in Bangla', async () => {
    await act(() => changeLanguage('bn'));
    api.on(
      'POST /auth/reg',
      refused(409, {
        message: 'An account with this e-mail already exists',
        code: 'conflict',
        fields: { email: 'is already registered' },
        messageCode: 'auth.emailTaken',
        fieldIssues: { email: { code: 'alreadyRegistered' } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/register');
    await user.type(screen.getByLabelText('নাম'), 'রহিম');
    await user.type(screen.getByLabelText('ই-মেইল'), 'rahim@example.com.bd');
    await user.type(screen.getByLabelText('মোবাইল'), '01711000001');
    await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'নিবন্ধন' }));
    expect((await screen.findByRole('alert')).textContent).toBe('এই ই-মেইল দিয়ে আগেই একটি অ্যাকাউন্ট খোলা আছে');

    api.on(
      'POST /auth/reg',
      refused(400, {
        message: 'mobile must be a Bangladeshi mobile number (01XXXXXXXXX)',
        code: 'invalid_data',
        fields: { mobile: 'must be a Bangladeshi mobile number (01XXXXXXXXX)' },
        fieldIssues: { mobile: { code: 'mobile' } },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'নিবন্ধন' }));
    await screen.findByText('মোবাইল নম্বর: একটি বাংলাদেশি মোবাইল নম্বর হতে হবে (01XXXXXXXXX)');
    expect(document.body.textContent).not.toMatch(/must be|already exists/);
  });
});
