import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, multipartFields, multipartFiles, testApiForFile } from '@tyre/test-kit';
import { fileOf, renderScreen } from '../../../../testing/render-screen';
import { DealerPage } from '../dealer-page';

const api = testApiForFile((fake) => {
  fake.on('POST /dealer', { status: 201, body: { message: 'Request received' } });
});
const renderDealer = () => renderScreen('/dealer', { '/dealer': <DealerPage /> });
const posts = () => api.requests.filter((r) => r.method === 'POST');

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Karim Uddin');
  await user.type(screen.getByLabelText('Company name'), 'Karim Tyre House');
  await user.type(screen.getByLabelText('E-mail'), 'karim@example.com.bd');
  await user.type(screen.getByLabelText('Mobile number'), '+8801811223344');
  await user.type(screen.getByLabelText('Message'), 'We sell 300 motorcycle tyres a month in Bogura.');
  await user.upload(screen.getByLabelText('Trade licence or shop photo'), fileOf('shop.jpg', 'image/jpeg'));
}

describe('the dealership page', () => {
  it('when opened, then it says why to become a dealer and shows the request form with a label on every field', () => {
    renderDealer();
    expect(screen.getByRole('heading', { level: 1, name: 'Dealership' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Why become a dealer' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    const form = screen.getByRole('form', { name: 'Send a dealership request' });
    for (const label of [
      'Your name',
      'Company name',
      'E-mail',
      'Mobile number',
      'Message',
      'Trade licence or shop photo',
    ])
      expect(within(form).getByLabelText(label)).toBeTruthy();
    expect(within(form).getByText('An image (JPEG, PNG or WebP) or a PDF of at most 5 MB')).toBeTruthy();
  });

  it('when sent with bad input, then each field says what is wrong and nothing is sent', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderDealer();
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.upload(
      screen.getByLabelText('Trade licence or shop photo'),
      fileOf('notes.txt', 'text/plain'),
    );
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please correct the fields marked below.')).toBeTruthy();
    expect(screen.getAllByText('is required')).toHaveLength(4);
    expect(screen.getByText('must be at least 5 characters')).toBeTruthy();
    expect(screen.getByText('must be an image (JPEG, PNG or WebP) or a PDF')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('when the form is right, then it sends the fields and the file as multipart, with no login, and says it was sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderDealer();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Thank you — your request has been sent.')).toBeTruthy();
    expect(
      await screen.findByText('Your dealership request has been sent.', { selector: '.Toastify *' }),
    ).toBeTruthy();
    const [sent] = posts();
    expect(sent!.headers.get('authorization')).toBeNull();
    expect(multipartFields(sent!.body)).toEqual({
      name: ['Karim Uddin'],
      companyName: ['Karim Tyre House'],
      email: ['karim@example.com.bd'],
      mobile: ['+8801811223344'],
      message: ['We sell 300 motorcycle tyres a month in Bogura.'],
      website: [''],
    });
    expect(multipartFiles(sent!.body)).toEqual({ file: ['shop.jpg'] });
    await user.click(screen.getByRole('button', { name: 'Send another' }));
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('');
  });

  it('when the API fails, then its message shows in an error toast and the form keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    api.on('POST /dealer', failure(413, 'The file is larger than 5 MB', 'too_large'));
    renderDealer();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('The file is larger than 5 MB', { selector: '.Toastify *' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Send a dealership request' });
    expect(within(form).getByRole('alert').textContent).toBe('The file is larger than 5 MB');
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Karim Tyre House');
    expect(screen.getByText('shop.jpg')).toBeTruthy();
  });
});
