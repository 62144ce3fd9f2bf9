import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, multipartFields, multipartFiles, ok, testApiForFile } from '@tyre/test-kit';
import { jobOf } from '../../../../testing/fixtures';
import { fileOf, renderScreen } from '../../../../testing/render-screen';
import { JobPage } from '../job-page';

const job = jobOf(1);
const api = testApiForFile((fake) => {
  fake.on('GET /job/:slug', ok(job));
  fake.on('POST /job/:slug/apply', { status: 201, body: { message: 'Application received' } });
});

const renderJob = () => renderScreen(`/jobs/${job.slug}`, { '/jobs/:slug': <JobPage /> });
const posts = () => api.requests.filter((r) => r.method === 'POST');

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Full name'), 'Rahima Akter');
  await user.type(screen.getByLabelText('E-mail'), 'rahima@example.com.bd');
  await user.type(screen.getByLabelText('Mobile number'), '01711223344');
  await user.type(screen.getByLabelText('Cover note (optional)'), 'Five years selling tyres in Chattogram.');
  await user.upload(screen.getByLabelText('CV (PDF)'), fileOf('rahima-cv.pdf', 'application/pdf'));
}

describe('the job page', () => {
  it("when opened, then it shows the job's fields and the Apply form with a label on every field", async () => {
    renderJob();
    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeTruthy();
    for (const text of [
      '2 posts',
      job.experience,
      '31 December 2026',
      job.location,
      job.salary,
      job.ref,
      'Driving licence',
      'Monthly sales targets.',
      'Bachelor degree in any subject.',
      'Report to the regional manager.',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    for (const heading of ['Job description', 'Skills', 'Accountabilities', 'Educational requirements'])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Apply for this job' });
    for (const label of ['Full name', 'E-mail', 'Mobile number', 'Cover note (optional)', 'CV (PDF)'])
      expect(within(form).getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All open positions' }).getAttribute('href')).toBe('/career');
  });

  it('when the honeypot is there, then people neither see it nor reach it by keyboard or screen reader', async () => {
    const { container } = renderJob();
    await screen.findByLabelText('Full name');
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(trap.tabIndex).toBe(-1);
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
  });

  it('when sent empty or with bad input, then each field says what is wrong and nothing is sent', async () => {
    // applyAccept off: the visitor picked "All files" in the file chooser
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderJob();
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Please correct the fields marked below.')).toBeTruthy();
    expect(screen.getAllByText('is required')).toHaveLength(4);
    // a field's error is part of its label (the kit's TextField)
    await user.type(screen.getByLabelText(/^E-mail/), 'rahima@');
    await user.type(screen.getByLabelText(/^Mobile number/), '0123');
    await user.upload(screen.getByLabelText('CV (PDF)'), fileOf('cv.docx', 'application/msword'));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('must be a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('must be a Bangladeshi mobile number (01XXXXXXXXX)')).toBeTruthy();
    expect(screen.getByText('must be a PDF file')).toBeTruthy();
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);
  });

  it('when the form is right, then it sends the fields and the CV as multipart and says it was sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderJob();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Thank you — your application has been sent.')).toBeTruthy();
    expect(
      screen.getByText(
        `We have received your application for ${job.title}. We will contact you if you are shortlisted.`,
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText('Your application has been sent.', { selector: '.Toastify *' }),
    ).toBeTruthy();
    const [sent] = posts();
    expect(multipartFields(sent!.body)).toEqual({
      name: ['Rahima Akter'],
      email: ['rahima@example.com.bd'],
      mobile: ['01711223344'],
      cover: ['Five years selling tyres in Chattogram.'],
      website: [''],
    });
    expect(multipartFiles(sent!.body)).toEqual({ cv: ['rahima-cv.pdf'] });
  });

  it('when the API refuses a field, then its message shows by that field, in an error toast, and what was typed stays', async () => {
    const user = userEvent.setup({ delay: null });
    api.on(
      'POST /job/:slug/apply',
      failure(400, 'The application has mistakes', 'invalid_data', { cv: 'must be a PDF file' }),
    );
    renderJob();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('The application has mistakes', { selector: '.Toastify *' })).toBeTruthy();
    const cvField = screen.getByLabelText('CV (PDF)').closest('.kit-field') as HTMLElement;
    expect(within(cvField).getByText('must be a PDF file')).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Rahima Akter');
    expect((screen.getByLabelText('Cover note (optional)') as HTMLTextAreaElement).value).toBe(
      'Five years selling tyres in Chattogram.',
    );
  });

  it('when the API answers 429, then the form explains how long to wait and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    api.on('POST /job/:slug/apply', {
      ...failure(429, 'Too many applications from this address', 'too_many_requests'),
      headers: { 'Retry-After': '600' },
    });
    renderJob();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText(
        'You have sent several forms in a short time. Please wait about 10 minutes and send it again — what you typed is kept.',
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText('Too many applications from this address', { selector: '.Toastify *' }),
    ).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('rahima@example.com.bd');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send application' })).toHaveProperty('disabled', false),
    );
  });

  it('when the job does not exist, then the API message shows with a retry', async () => {
    api.on('GET /job/:slug', failure(404, 'No such job', 'not_found'));
    renderJob();
    expect(await screen.findByText('No such job')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('when the job has closed, then it says so and shows no Apply form', async () => {
    api.on('GET /job/:slug', ok(jobOf(1, { open: false })));
    renderJob();
    expect(await screen.findByText('Applications for this job have closed.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Apply for this job' })).toBeNull();
  });
});
