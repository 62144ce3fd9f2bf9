import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@tyre/web-kit';
import { failure, testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { BackupPage } from '../backup-page';

const fake = testApiForFile((api) => {
  api.on('GET /backup', { body: 'gzip bytes' as never, headers: { 'Content-Type': 'application/gzip' } });
});

// jsdom makes no object URLs and follows no download links; the browser does both
const saved: { name: string; href: string; blob: Blob }[] = [];
const original = {
  create: URL.createObjectURL,
  revoke: URL.revokeObjectURL,
  click: HTMLAnchorElement.prototype.click,
};
let lastBlob: Blob | undefined;
beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob;
    return 'blob:test/backup';
  };
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href, blob: lastBlob! });
  };
});
afterAll(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  HTMLAnchorElement.prototype.click = original.click;
});
afterEach(async () => {
  saved.length = 0;
  await act(() => changeLanguage('en'));
});

const renderBackup = () => renderScreen('/dashboard/backup', { '/dashboard/backup': <BackupPage /> });

describe('the backup screen', () => {
  it('when the admin downloads a backup, then the archive the API answers is saved under a dated name', async () => {
    const user = userEvent.setup({ delay: null });
    renderBackup();
    expect(screen.getByRole('heading', { level: 1, name: 'Backups' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download backup' }));
    expect(await screen.findByText('Backup downloaded', { selector: '.Toastify *' })).toBeTruthy();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /backup']);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^tyre-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    expect(saved[0]!.blob.type).toBe('application/gzip');
    // the answer's bytes as they came (test-kit writes every body as JSON)
    expect(await saved[0]!.blob.text()).toBe(JSON.stringify('gzip bytes'));
  });

  it('when the API cannot make one (MongoDB), then its reason is shown and nothing is saved', async () => {
    fake.on(
      'GET /backup',
      failure(409, 'On MongoDB, back up with mongodump (see "Operating the shop" in the README)', 'conflict'),
    );
    const user = userEvent.setup({ delay: null });
    renderBackup();
    await user.click(screen.getByRole('button', { name: 'Download backup' }));
    expect(await screen.findByText(/back up with mongodump/, { selector: '.Toastify *' })).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('when the language is Bangla, then the screen speaks Bangla', async () => {
    await act(() => changeLanguage('bn'));
    const user = userEvent.setup({ delay: null });
    renderBackup();
    expect(screen.getByRole('heading', { level: 1, name: 'ব্যাকআপ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ব্যাকআপ ফিরিয়ে আনা' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ব্যাকআপ ডাউনলোড করুন' }));
    expect(await screen.findByText('ব্যাকআপ ডাউনলোড হয়েছে', { selector: '.Toastify *' })).toBeTruthy();
  });
});
