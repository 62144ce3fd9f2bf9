import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactInfo } from '@tyre/contracts';
import { failure, ok, testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { ContactPage } from '../contact-page';

const contact: ContactInfo = {
  blurb: 'Tyres for Bangladesh.',
  blurbBn: '',
  offices: [
    { name: 'Head office', address: 'House 12, Road 5, Dhanmondi, Dhaka', nameBn: '', addressBn: '' },
  ],
  phones: ['+880 1711-000000'],
  email: 'info@tyrebrand.com.bd',
  social: [{ name: 'Facebook', url: 'https://facebook.com/tyrebrand' }],
};

const api = testApiForFile((fake) => {
  fake.on('GET /contact', ok(contact));
  fake.on('POST /contact/messages', { status: 201, body: { message: 'Message received' } });
});
const renderContact = () => renderScreen('/contact', { '/contact': <ContactPage /> });
const posts = () => api.requests.filter((r) => r.method === 'POST');

describe('the contact page', () => {
  it('when opened, then the details and the message form show, every field labelled', async () => {
    renderContact();
    expect(await screen.findByText('Head office')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Send us a message' });
    for (const label of ['Your name', 'E-mail', 'Mobile number', 'Subject', 'Message'])
      expect(within(form).getByLabelText(label)).toBeTruthy();
  });

  it('when neither an e-mail nor a mobile number is given, then it asks for one and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderContact();
    await user.type(screen.getByLabelText('Your name'), 'Nasrin');
    await user.type(screen.getByLabelText('Subject'), 'Tyre for a CNG');
    await user.type(screen.getByLabelText('Message'), 'Which tyre fits a CNG auto-rickshaw?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Give an e-mail address or a mobile number so that we can answer'),
    ).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('when sent with a mobile number only, then it posts JSON without an e-mail and says it was sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderContact();
    await user.type(screen.getByLabelText('Your name'), 'Nasrin');
    await user.type(screen.getByLabelText('Mobile number'), '01911223344');
    await user.type(screen.getByLabelText('Subject'), 'Tyre for a CNG');
    await user.type(screen.getByLabelText('Message'), 'Which tyre fits a CNG auto-rickshaw?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you — your message has been sent.')).toBeTruthy();
    expect(JSON.parse(posts()[0]!.body)).toEqual({
      name: 'Nasrin',
      mobile: '01911223344',
      subject: 'Tyre for a CNG',
      message: 'Which tyre fits a CNG auto-rickshaw?',
      website: '',
    });
  });

  it('when the API refuses a field, then its message shows by the field and in an error toast, and the text stays', async () => {
    const user = userEvent.setup({ delay: null });
    api.on(
      'POST /contact/messages',
      failure(400, 'The message has mistakes', 'invalid_data', {
        subject: 'contains characters that are not allowed',
      }),
    );
    renderContact();
    await user.type(screen.getByLabelText('Your name'), 'Nasrin');
    await user.type(screen.getByLabelText('E-mail'), 'nasrin@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Tyre');
    await user.type(screen.getByLabelText('Message'), 'Which tyre fits a CNG auto-rickshaw?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The message has mistakes', { selector: '.Toastify *' })).toBeTruthy();
    expect(screen.getByText('contains characters that are not allowed')).toBeTruthy();
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(
      'Which tyre fits a CNG auto-rickshaw?',
    );
  });

  it('when the contact details fail, then the message form still works', async () => {
    api.on('GET /contact', failure(503, 'The store is unavailable', 'unavailable'));
    renderContact();
    expect(await screen.findByText('The store is unavailable')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeTruthy();
  });
});
