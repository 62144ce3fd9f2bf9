import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listPage, ok, testApiForFile } from '@tyre/test-kit';
import { jobOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { JobCreatePage } from '../job-create-page';
import { JobEditPage } from '../job-edit-page';
import { JobsPage } from '../jobs-page';

const sales = jobOf('Sales Executive', { salary: 'BDT 30,000 - 40,000' });
const closed = jobOf('Store Keeper', { deadline: '2024-01-31', open: false });

const fake = testApiForFile((api) => {
  api.on('GET /job', listPage([sales, closed], 2));
  api.on('GET /job/:slug', ok(sales));
  api.on('POST /job', {
    status: 201,
    body: { ...jobOf('Mechanic', { _id: 'b'.repeat(24) }), message: 'Job created' },
  });
  api.on('PUT /job/:slug', ok({ message: 'Job updated' }));
  api.on('DELETE /job/:id', ok({ message: 'Job deleted' }));
});

const renderJobs = (url: string) =>
  renderScreen(url, {
    '/dashboard/jobs': <JobsPage />,
    '/dashboard/jobs/create': <JobCreatePage />,
    '/dashboard/jobs/edit/:slug': <JobEditPage />,
  });

const fieldMessage = (label: string) =>
  screen
    .getByText(label, { selector: 'label' })
    .closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain')?.textContent ?? '';

describe('the jobs screens', () => {
  it('when the list opens, then it has Make Job and the columns SI NO, Job Title, Deadline, Salary, Action', async () => {
    renderJobs('/dashboard/jobs');
    const row = (await screen.findByText('Sales Executive')).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'SI NO',
      'Job Title',
      'Deadline',
      'Salary',
      'Action',
    ]);
    expect(screen.getByRole('link', { name: 'Make Job' }).getAttribute('href')).toBe(
      '/dashboard/jobs/create',
    );
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)[0],
    ).toBe('1');
    expect(within(row).getByText('31 Dec 2099')).toBeTruthy();
    expect(within(row).getByText('BDT 30,000 - 40,000')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit Sales Executive' }).getAttribute('href')).toBe(
      `/dashboard/jobs/edit/${sales.slug}`,
    );
    expect(within(row).getByRole('link', { name: 'Show Sales Executive' }).getAttribute('href')).toBe(
      `/jobs/${sales.slug}`,
    );
    const closedRow = screen.getByText('Store Keeper').closest('tr') as HTMLElement;
    expect(within(closedRow).getByText('closed')).toBeTruthy();
    expect(fake.requests[0]?.query.get('all')).toBe('1');
  });

  it('when Delete is pressed, then the job goes only after "Are you sure want to delete?" is accepted', async () => {
    const user = userEvent.setup({ delay: null });
    renderJobs('/dashboard/jobs');
    await user.click(await screen.findByRole('button', { name: 'Delete Sales Executive' }));
    expect(await screen.findByText('Are you sure want to delete?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Sales Executive' }));
    await user.click((await screen.findAllByRole('button', { name: 'Delete' })).at(-1) as HTMLElement);
    expect(await screen.findByText('Job deleted', { selector: '.Toastify *' })).toBeTruthy();
    expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/job/${sales._id}`,
    ]);
  });

  it('when the form is sent without title, deadline or description, then nothing is sent and the fields say why', async () => {
    const user = userEvent.setup({ delay: null });
    renderJobs('/dashboard/jobs/create');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    await waitFor(() => expect(fieldMessage('Title')).toBe('Title must be at least 3 characters'));
    expect(fieldMessage('Deadline')).toMatch(/^Deadline must be a date/);
    expect(fieldMessage('Description')).toBe('Description must be at least 10 characters');
    expect(fake.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('when a job is made, then every field of the spec is sent as JSON and the list opens', async () => {
    const user = userEvent.setup({ delay: null });
    renderJobs('/dashboard/jobs/create');
    await user.type(screen.getByLabelText('Title'), 'Tyre Fitter');
    await user.clear(screen.getByLabelText('Vacancy'));
    await user.type(screen.getByLabelText('Vacancy'), '3');
    await user.type(screen.getByLabelText('Deadline'), '2099-06-30');
    await user.type(screen.getByLabelText('Experience'), '1 year');
    await user.type(screen.getByLabelText('Location'), 'Gazipur');
    await user.type(screen.getByLabelText('Salary'), 'Negotiable');
    await user.type(screen.getByLabelText('Reference'), 'TF-7');
    await user.type(screen.getByLabelText('Description'), 'Fit and balance tyres at our Gazipur shop.');
    await user.type(screen.getByLabelText('Skills'), 'Wheel balancing');
    await user.type(screen.getByLabelText('Accountabilities'), 'Safe fitting');
    await user.type(screen.getByLabelText('Educational requirements'), 'SSC');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Job created', { selector: '.Toastify *' })).toBeTruthy();
    const post = fake.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      title: 'Tyre Fitter',
      vacancy: 3,
      experience: '1 year',
      deadline: '2099-06-30',
      desc: 'Fit and balance tyres at our Gazipur shop.',
      skills: 'Wheel balancing',
      accountabilities: 'Safe fitting',
      eduReq: 'SSC',
      location: 'Gazipur',
      salary: 'Negotiable',
      ref: 'TF-7',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/jobs'));
  });

  it('when a job is edited, then its fields load and only the changed ones are sent with PUT /job/:slug', async () => {
    const user = userEvent.setup({ delay: null });
    renderJobs(`/dashboard/jobs/edit/${sales.slug}`);
    const salary = await screen.findByLabelText('Salary');
    await waitFor(() => expect((salary as HTMLInputElement).value).toBe(sales.salary));
    expect((screen.getByLabelText('Deadline') as HTMLInputElement).value).toBe('2099-12-31');
    await user.clear(salary);
    await user.type(salary, 'Negotiable');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Job updated', { selector: '.Toastify *' })).toBeTruthy();
    const put = fake.requests.find((r) => r.method === 'PUT');
    expect([put?.path, JSON.parse(put?.body ?? '{}')]).toEqual([
      `/job/${sales.slug}`,
      { salary: 'Negotiable' },
    ]);
  });
});
