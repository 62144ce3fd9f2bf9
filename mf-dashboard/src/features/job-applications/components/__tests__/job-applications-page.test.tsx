import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobApplication } from '@tyre/contracts';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { JobApplicationsPage } from '../job-applications-page';

const application: JobApplication = {
  _id: 'a1'.repeat(12),
  job: 'b2'.repeat(12),
  jobInfo: { title: 'Sales Executive', slug: 'sales-executive' },
  name: 'Farhana Akter',
  email: 'farhana@example.com.bd',
  mobile: '01811000004',
  cover: 'Five years selling tyres in Khulna.',
  cv: `${'c'.repeat(32)}.pdf`,
  createdAt: '2025-03-01T10:00:00.000Z',
};

const fake = testApiForFile((api) => {
  api.on('GET /job/apply', listPage([application], 1));
  api.on('GET /files/:name', {
    body: '%PDF-1.4' as never,
    headers: { 'Content-Type': 'application/pdf' },
  });
});

// jsdom makes no object URLs; the browser does (the private CV is embedded through one)
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeAll(() => {
  URL.createObjectURL = () => 'blob:test/cv';
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

describe('the job applications screen (jobs-request)', () => {
  it('when it opens, then each application shows its job title, the CV embedded and a Download link', async () => {
    renderScreen('/dashboard/jobs-request', { '/dashboard/jobs-request': <JobApplicationsPage /> });
    expect(await screen.findByRole('heading', { name: 'Sales Executive' })).toBeTruthy();
    const frame = await screen.findByTitle('CV of Farhana Akter for Sales Executive');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:test/cv');
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe('blob:test/cv');
    expect(download.getAttribute('download')).toBe('cv-Farhana-Akter.pdf');
    expect(screen.getByText('Five years selling tyres in Khulna.')).toBeTruthy();
    expect(fake.requests.map((r) => r.path)).toEqual(['/job/apply', `/files/${application.cv}`]);
  });
});
