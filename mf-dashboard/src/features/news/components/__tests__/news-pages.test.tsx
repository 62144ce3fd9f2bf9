import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, listPage, multipartFields, multipartFiles, ok, testApiForFile } from '@tyre/test-kit';
import { newsOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { NewsCreatePage } from '../news-create-page';
import { NewsEditPage } from '../news-edit-page';
import { NewsListPage } from '../news-list-page';

const first = newsOf('New RoadGrip range reaches Sylhet');
const second = newsOf('Dealer meet in Chattogram');

const fake = testApiForFile((api) => {
  api.on('GET /news', listPage([first, second], 2));
  api.on('GET /news/:id', ok(first));
  api.on('POST /news', {
    status: 201,
    body: { ...newsOf('A new post', { _id: 'a'.repeat(24) }), message: 'News created' },
  });
  api.on('PUT /news/:id', ok({ message: 'News updated' }));
  api.on('DELETE /news/:id', ok({ message: 'News deleted' }));
});

const renderNews = (url: string) =>
  renderScreen(url, {
    '/dashboard/news': <NewsListPage />,
    '/dashboard/news/create': <NewsCreatePage />,
    '/dashboard/news/edit/:id': <NewsEditPage />,
  });

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'launch.png', {
    type: 'image/png',
  });

const fieldMessage = (label: string) =>
  screen
    .getByText(label, { selector: 'label' })
    .closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain')?.textContent ?? '';

const fileInput = () =>
  screen
    .getByText('Image', { selector: 'label' })
    .closest('.ant-form-item')
    ?.querySelector('input[type=file]');

describe('the news screens', () => {
  it('when the list opens, then each post shows its image, title and date with Edit and Delete', async () => {
    renderNews('/dashboard/news');
    const row = (await screen.findByText(first.title)).closest('tr') as HTMLElement;
    expect(within(row).getByText('01 Mar 2025')).toBeTruthy();
    expect(row.querySelector('img')?.getAttribute('src')).toBe(
      `http://api.test/api/v1/files/${first.thumbnail}`,
    );
    expect(
      within(row)
        .getByRole('link', { name: `Edit ${first.title}` })
        .getAttribute('href'),
    ).toBe(`/dashboard/news/edit/${first._id}`);
    for (const title of ['Image', 'Title', 'Date', 'Action'])
      expect(screen.getByRole('columnheader', { name: title }));
  });

  it('when Delete is pressed, then nothing is deleted until the confirmation is accepted', async () => {
    const user = userEvent.setup({ delay: null });
    renderNews('/dashboard/news');
    await user.click(await screen.findByRole('button', { name: `Delete ${first.title}` }));
    expect(await screen.findByText('Are you sure want to delete?')).toBeTruthy();
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('News deleted', { selector: '.Toastify *' })).toBeTruthy();
    expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/news/${first._id}`,
    ]);
  });

  it('when the create form is sent empty, then the fields say what is missing and nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderNews('/dashboard/news/create');
    expect(screen.getByText('size 455 x 277')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(fieldMessage('Image')).toBe('Image is required'));
    expect(fieldMessage('Title')).toBe('Title must be at least 3 characters');
    expect(fieldMessage('Description')).toBe('Description must be at least 10 characters');
    expect(fake.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('when a post is created, then title, desc and file go as multipart, a toast shows and the form is cleared', async () => {
    const user = userEvent.setup({ delay: null });
    renderNews('/dashboard/news/create');
    await user.type(screen.getByLabelText('Title'), 'Monsoon tyre check');
    await user.type(screen.getByLabelText('Title in Bangla'), 'বর্ষার টায়ার পরীক্ষা');
    await user.type(screen.getByLabelText('Description'), 'Check your tread before the rains come.');
    await user.upload(fileInput() as HTMLInputElement, png());
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('News created', { selector: '.Toastify *' })).toBeTruthy();
    const post = fake.requests.find((r) => r.method === 'POST' && r.path === '/news');
    expect(multipartFields(post?.body ?? '')).toEqual({
      title: ['Monsoon tyre check'],
      desc: ['Check your tread before the rains come.'],
      titleBn: ['বর্ষার টায়ার পরীক্ষা'],
    });
    expect(multipartFiles(post?.body ?? '')).toEqual({ file: ['launch.png'] });
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('');
    expect(fileInput()?.closest('.ant-form-item')?.querySelector('.ant-upload-list-item')).toBeNull();
  });

  it('when the API refuses a post, then its message shows in an error toast and the form keeps its text', async () => {
    const user = userEvent.setup({ delay: null });
    fake.on('POST /news', failure(413, 'The image is larger than 8 MB', 'too_large'));
    renderNews('/dashboard/news/create');
    await user.type(screen.getByLabelText('Title'), 'Monsoon tyre check');
    await user.type(screen.getByLabelText('Description'), 'Check your tread before the rains come.');
    await user.upload(fileInput() as HTMLInputElement, png());
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('The image is larger than 8 MB', { selector: '.Toastify *' }),
    ).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Monsoon tyre check');
  });

  it('when a post is edited, then only what changed is sent and the list opens', async () => {
    const user = userEvent.setup({ delay: null });
    renderNews(`/dashboard/news/edit/${first._id}`);
    const title = await screen.findByLabelText('Title');
    await waitFor(() => expect((title as HTMLInputElement).value).toBe(first.title));
    await user.type(title, ' and Rajshahi');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('News updated', { selector: '.Toastify *' })).toBeTruthy();
    const put = fake.requests.find((r) => r.method === 'PUT');
    expect(multipartFields(put?.body ?? '')).toEqual({ title: [`${first.title} and Rajshahi`] });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/news'));
  });
});
