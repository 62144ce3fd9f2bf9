import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listPage, ok, testApiForFile } from '@tyre/test-kit';
import { jobOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { JobCreatePage } from '../job-create-page';
import { JobEditPage } from '../job-edit-page';
import { JobsPage } from '../jobs-page';

const sales = jobOf('Sales Executive', {
  titleBn: 'বিক্রয় নির্বাহী',
  locationBn: 'ঢাকা',
  salary: 'BDT 30,000',
  salaryBn: '৳ ৩০,০০০',
});
const fitter = jobOf('Tyre Fitter');

const fake = testApiForFile((api) => {
  api.on('GET /job', (request) => {
    const search = new URLSearchParams(request.url.split('?')[1]).get('search');
    return listPage(search ? [sales] : [sales, fitter]);
  });
  api.on('GET /job/:slug', ok(sales));
  api.on('POST /job', {
    status: 201,
    body: { ...jobOf('Mechanic', { _id: 'b'.repeat(24) }), message: 'Job created' },
  });
  api.on('PUT /job/:slug', ok({ message: 'Job updated' }));
});

const renderJobs = (url: string) =>
  renderScreen(url, {
    '/dashboard/jobs': <JobsPage />,
    '/dashboard/jobs/create': <JobCreatePage />,
    '/dashboard/jobs/edit/:slug': <JobEditPage />,
  });

describe('the job form in two languages', () => {
  it('when a job is made with Bangla twins, then they are sent beside the English texts and the empty ones are left out', async () => {
    const user = userEvent.setup({ delay: null });
    renderJobs('/dashboard/jobs/create');
    await user.type(screen.getByLabelText('Title'), 'Tyre Fitter');
    await user.type(screen.getByLabelText('Title in Bangla'), 'টায়ার ফিটার');
    await user.type(screen.getByLabelText('Deadline'), '2099-06-30');
    await user.type(screen.getByLabelText('Description'), 'Fit and balance tyres at our Gazipur shop.');
    await user.type(screen.getByLabelText('Description in Bangla'), 'গাজীপুরের দোকানে টায়ার লাগানো।');
    await user.type(screen.getByLabelText('Location in Bangla'), 'গাজীপুর');
    await user.type(screen.getByLabelText('Salary in Bangla'), 'আলোচনা সাপেক্ষে');
    expect(screen.getByLabelText('Skills in Bangla').getAttribute('lang')).toBe('bn');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Job created', { selector: '.Toastify *' })).toBeTruthy();
    const body = JSON.parse(fake.requests.find((r) => r.method === 'POST')?.body ?? '{}');
    expect(body).toMatchObject({
      title: 'Tyre Fitter',
      titleBn: 'টায়ার ফিটার',
      desc: 'Fit and balance tyres at our Gazipur shop.',
      descBn: 'গাজীপুরের দোকানে টায়ার লাগানো।',
      locationBn: 'গাজীপুর',
      salaryBn: 'আলোচনা সাপেক্ষে',
    });
    for (const key of ['experienceBn', 'skillsBn', 'accountabilitiesBn', 'eduReqBn'])
      expect(body).not.toHaveProperty(key);
  });

  it("when a job is edited, then its Bangla twins load and one emptied is sent as '' to clear it", async () => {
    const user = userEvent.setup({ delay: null });
    renderJobs(`/dashboard/jobs/edit/${sales.slug}`);
    const titleBn = await screen.findByLabelText('Title in Bangla');
    await waitFor(() => expect((titleBn as HTMLInputElement).value).toBe('বিক্রয় নির্বাহী'));
    expect((screen.getByLabelText('Salary in Bangla') as HTMLInputElement).value).toBe('৳ ৩০,০০০');
    await user.clear(screen.getByLabelText('Salary in Bangla'));
    await user.clear(titleBn);
    await user.type(titleBn, 'জ্যেষ্ঠ বিক্রয় নির্বাহী');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Job updated', { selector: '.Toastify *' })).toBeTruthy();
    const put = fake.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ titleBn: 'জ্যেষ্ঠ বিক্রয় নির্বাহী', salaryBn: '' });
  });

  it('when the jobs are searched in Bangla, then the API is asked with the text and the list shows the Bangla title under the English one', async () => {
    const user = userEvent.setup({ delay: null });
    renderJobs('/dashboard/jobs');
    await screen.findByText('Tyre Fitter');
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'বিক্রয়{Enter}');
    await waitFor(() => expect(screen.queryByText('Tyre Fitter')).toBeNull());
    const last = fake.requests.filter((r) => r.method === 'GET' && r.path === '/job').at(-1);
    expect(last?.query.get('search')).toBe('বিক্রয়');
    expect(last?.query.get('all')).toBe('1');
    const row = screen.getByText('Sales Executive').closest('tr')!;
    expect(within(row).getByText('বিক্রয় নির্বাহী')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain('/dashboard/jobs');
  });

  it('when a search finds no job, then the list says that nothing matches the text', async () => {
    fake.on('GET /job', listPage([]));
    renderJobs('/dashboard/jobs?search=' + encodeURIComponent('গুদাম'));
    expect(await screen.findByText('No job matches “গুদাম”.')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement).value).toBe('গুদাম');
  });
});
