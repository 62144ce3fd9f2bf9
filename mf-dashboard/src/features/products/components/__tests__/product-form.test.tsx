import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { categoryOf, productOf, sizeOf } from '../../../../testing/fixtures';
import { multipartFields, multipartFiles, testApiForFile } from '@tyre/test-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { ProductCreatePage } from '../product-create-page';

const moto = categoryOf('Motorcycle', 'motorcycle');
const car = categoryOf('Passenger Car', 'passenger-car');
const size17 = sizeOf('90/90-17', 17, moto);
const size18 = sizeOf('2.75-18', 18, moto);
const carSize = sizeOf('195/65 R15', 15, car);

const fake = testApiForFile((api) => {
  api.on('GET /category', { body: [moto, car] });
  api.on('GET /tires', { body: [] });
  api.on('GET /size', ({ query }) => ({
    body: [size17, size18, carSize].filter((s) => s.categoryId === query.get('category')),
  }));
  api.on('GET /products', { body: [], headers: { 'X-Total-Count': '0' } });
});

const renderForm = () =>
  renderScreen('/dashboard/products/create', {
    '/dashboard/products/create': <ProductCreatePage />,
    '/dashboard/products': <h1>Product list</h1>,
  });

/** The message antd shows under a form field (by its label). */
const fieldMessage = (label: string | RegExp) => {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain')?.textContent ?? '';
};

/** Pick an option of an antd select (by the select's accessible name). */
async function choose(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  const listbox = await screen.findAllByTitle(option);
  await user.click(listbox[listbox.length - 1] as HTMLElement);
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'tread.png', {
    type: 'image/png',
  });

async function fillValidProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'RoadGrip 90/90-17 TT');
  await choose(user, 'Category', 'Motorcycle');
  await waitFor(() =>
    expect(fake.requests.some((r) => r.path === '/size' && r.query.get('category') === moto._id)).toBe(true),
  );
  await choose(user, 'Tyre size', '90/90-17');
  await user.type(screen.getByLabelText('Regular price (BDT)'), '3200');
  await user.clear(screen.getByLabelText('Discount (BDT off)'));
  await user.type(screen.getByLabelText('Discount (BDT off)'), '200');
  await user.type(screen.getByLabelText('Stock'), '40');
  await user.type(screen.getByLabelText('Shipping inside Dhaka (BDT)'), '80');
  await user.type(screen.getByLabelText('Shipping outside Dhaka (BDT)'), '150');
  await user.type(screen.getByLabelText('Features'), 'Deep grooves\nTubeless ready\n');
  const thumbnailInput = screen
    .getByText('Thumbnail image', { selector: 'label' })
    .closest('.ant-form-item')
    ?.querySelector('input[type=file]');
  await user.upload(thumbnailInput as HTMLInputElement, png());
}

describe('the product form', () => {
  it('when it is sent empty, then each field says what is wrong and nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await screen.findByRole('combobox', { name: 'Category' });
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(fieldMessage('Stock')).toBe('Stock is required'));
    expect(fieldMessage('Title')).toBe('Title must be at least 3 characters');
    expect(fieldMessage('Category')).toBe('Category is required');
    expect(fieldMessage('Tyre size')).toBe('Tyre size is required');
    expect(fieldMessage('Regular price (BDT)')).toBe('Regular price is required');
    expect(fieldMessage('Stock')).toBe('Stock is required');
    expect(fieldMessage('Shipping inside Dhaka (BDT)')).toBe('Shipping inside Dhaka is required');
    expect(fieldMessage('Thumbnail image')).toBe('Thumbnail image is required');
    expect(fake.requests.filter((r) => r.method === 'POST')).toEqual([]);

    // a message goes once the field is edited
    await user.type(screen.getByLabelText('Title'), 'Ro');
    await waitFor(() => expect(fieldMessage('Title')).toBe(''));
  });

  it('shows the price as regular price minus the discount while typing, and refuses a discount that is not below the regular price', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const price = () => screen.getByRole('status', { name: 'Computed price' }).textContent;
    expect(price()).toBe('Enter the regular price');

    await user.type(screen.getByLabelText('Regular price (BDT)'), '4500');
    await waitFor(() => expect(price()).toBe('BDT 4,500/-'));
    await user.clear(screen.getByLabelText('Discount (BDT off)'));
    await user.type(screen.getByLabelText('Discount (BDT off)'), '450');
    await waitFor(() => expect(price()).toBe('BDT 4,050/- (BDT 450/- off)'));

    await user.clear(screen.getByLabelText('Discount (BDT off)'));
    await user.type(screen.getByLabelText('Discount (BDT off)'), '4500');
    await waitFor(() => expect(price()).toBe('The discount must be less than the regular price'));
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() =>
      expect(fieldMessage('Discount (BDT off)')).toBe('Discount must be less than the regular price'),
    );
    expect(fake.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('offers only the sizes of the chosen category, narrowed by rim', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await choose(user, 'Category', 'Passenger Car');
    await user.click(screen.getByRole('combobox', { name: 'Tyre size' }));
    expect(await screen.findByTitle('195/65 R15')).toBeTruthy();
    expect(screen.queryByTitle('90/90-17')).toBeNull();

    await choose(user, 'Category', 'Motorcycle');
    await choose(user, 'Rim', '18"');
    await user.click(screen.getByRole('combobox', { name: 'Tyre size' }));
    expect(await screen.findByTitle('2.75-18')).toBeTruthy();
    expect(screen.queryByTitle('90/90-17')).toBeNull();
  });

  it('when the server refuses a field, then its message shows on that field and in an error toast', async () => {
    fake.on('POST /products', {
      status: 400,
      body: {
        message: 'slug is already used by another product',
        code: 'invalid_data',
        fields: { slug: 'is already used by another product' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidProduct(user);
    await user.type(screen.getByLabelText('Slug'), 'roadgrip');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1));

    expect(
      await screen.findByText('slug is already used by another product', { selector: '.Toastify *' }),
    ).toBeTruthy();
    expect(fieldMessage('Slug')).toBe('Slug is already used by another product');
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/products/create');
  });

  it('when it is valid, then it sends a multipart form with the image, toasts and goes to the list', async () => {
    fake.on('POST /products', { status: 201, body: productOf('RoadGrip 90/90-17 TT', moto, size17) });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidProduct(user);
    await user.click(screen.getByText('Draft'));
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText('Product created', { selector: '.Toastify *' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/products'));

    const sent = fake.requests.find((r) => r.method === 'POST' && r.path === '/products');
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const fields = multipartFields(sent?.body ?? '');
    expect(fields).toMatchObject({
      title: ['RoadGrip 90/90-17 TT'],
      category: [moto._id],
      tyreSize: [size17._id],
      regularPrice: ['3200'],
      discountPrice: ['200'],
      stock: ['40'],
      shippingInsideDhaka: ['80'],
      shippingOutsideDhaka: ['150'],
      construction: ['radial'],
      tubeType: ['TL'],
      status: ['draft'],
      features: ['Deep grooves', 'Tubeless ready'],
    });
    expect(fields.price).toBeUndefined();
    expect(multipartFiles(sent?.body ?? '')).toEqual({ thumbnail: ['tread.png'] });
    // the picked file's own bytes travel (the body is read as latin1 text)
    expect(sent?.body).toContain('\x89PNG\r\n\x1a\n\x01\x02\x03');
    within(document.body).getByRole('heading', { name: 'Product list' });
  });
});
