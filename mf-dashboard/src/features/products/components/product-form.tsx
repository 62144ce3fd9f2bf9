import { Button, Col, Form, Input, InputNumber, Progress, Radio, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MAX_GALLERY_IMAGES, SPEED_RATINGS, type Product } from '@tyre/contracts';
import { fileUrl, useApi, useFormat } from '@tyre/web-kit';
import { localized } from '@tyre/contracts/localized';
import { useText, type DashboardText } from '../../../messages/dictionary';
import { getTyreRanges } from '../../../api/get-tyre-ranges';
import { getTyreSizes } from '../../../api/get-tyre-sizes';
import { CategorySelect } from '../../../components/category-select';
import { ImageUpload, pickedFiles, uploadFileList } from '../../../components/image-upload';
import type { WireFields } from '../../../lib/multipart';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { createProduct } from '../api/create-product';
import { updateProduct } from '../api/update-product';
import { ComputedPrice } from './computed-price';
import { newProduct, productLabels, toValues, toWire, type ProductValues } from './product-form-mapping';
import { productBodySchema, productFormProblems } from './product-form-validation';

// The layout and behaviour of the product form; its values' mapping to the API body is in
// product-form-mapping.ts, its checks beyond the contract schema in product-form-validation.ts.

const money = { min: 0, precision: 0, style: { width: '100%' } } as const;

const choicesIn = (t: DashboardText) => ({
  construction: [
    { value: 'radial', label: t('productForm.construction.radial') },
    { value: 'bias', label: t('productForm.construction.bias') },
  ],
  tubeType: [
    { value: 'TL', label: t('productForm.tubeType.TL') },
    { value: 'TT', label: t('productForm.tubeType.TT') },
  ],
  status: [
    { value: 'active', label: t('productForm.status.active') },
    { value: 'draft', label: t('productForm.status.draft') },
  ],
});

/** The form's field labels in the language shown now (the English ones are `productLabels`). */
const labelsIn = (t: DashboardText): typeof productLabels => {
  const labels = { ...productLabels };
  for (const name of Object.keys(labels) as (keyof typeof productLabels)[])
    labels[name] = t(`productForm.label.${name}`);
  return labels;
};

const amounts = [
  { name: 'stock', inBdt: false },
  { name: 'shippingInsideDhaka', inBdt: true },
  { name: 'shippingOutsideDhaka', inBdt: true },
] as const;

/**
 * The product form of /dashboard/products/create and /dashboard/products/update/:slug, sent as
 * multipart with an upload progress bar; checked with the contract's schema before sending.
 */
export function ProductForm({ product, onSaved }: { product?: Product; onSaved: () => void }) {
  const [form] = Form.useForm<ProductValues>();
  const t = useText();
  const { language, number } = useFormat();
  const labels = labelsIn(t);
  const choices = choicesIn(t);
  const [progress, setProgress] = useState<number | null>(null);
  // the gallery pictures an update keeps (by full file name); new pictures follow them
  const [kept, setKept] = useState<string[]>(() => product?.images.map((image) => image.full) ?? []);
  const category = Form.useWatch('category', form);
  const rim = Form.useWatch('rim', form);
  const regularPrice = Form.useWatch('regularPrice', form);
  const discountPrice = Form.useWatch('discountPrice', form);
  const ranges = useApi(`product-form-ranges:${category ?? ''}`, (signal) =>
    category ? getTyreRanges({ category }, signal) : Promise.resolve([]),
  );
  const sizes = useApi(`product-form-sizes:${category ?? ''}`, (signal) =>
    category ? getTyreSizes({ category }, signal) : Promise.resolve([]),
  );
  const rims = [...new Set((sizes.data ?? []).map((size) => size.rim))].sort((a, b) => a - b);

  const { submit, saving, clearEdited } = useValidatedSubmit<ProductValues, WireFields>({
    form,
    schema: productBodySchema(Boolean(product)),
    labels,
    toWire,
    original: product ? toWire(toValues(product)) : null,
    extraChecks: (values) => productFormProblems(values, product ? kept.length : null),
    send: (wire, changes, values) => {
      const files = { thumbnail: pickedFiles(values.thumbnail)[0], images: pickedFiles(values.images) };
      const galleryChanged = product && (files.images.length > 0 || kept.length !== product.images.length);
      setProgress(0);
      const sent = product
        ? updateProduct(
            product._id,
            galleryChanged ? { ...changes, keepImages: kept } : changes,
            files,
            setProgress,
          )
        : createProduct(wire, files, setProgress);
      return sent.finally(() => setProgress(null));
    },
    success: product ? t('products.updated') : t('products.created'),
    onSaved,
  });

  const onValuesChange = (changed: Partial<ProductValues>) => {
    clearEdited(changed);
    // a new category has other ranges and sizes; a new rim narrows the sizes
    if ('category' in changed) form.setFieldsValue({ range: '', rim: undefined, tyreSize: undefined });
    if ('rim' in changed) form.setFieldsValue({ tyreSize: undefined });
    if ('tyreSize' in changed) {
      const size = sizes.data?.find((s) => s._id === changed.tyreSize);
      if (size) form.setFieldsValue({ rim: size.rim });
    }
  };

  return (
    <Form<ProductValues>
      form={form}
      layout="vertical"
      initialValues={product ? toValues(product) : newProduct}
      onFinish={submit}
      onValuesChange={onValuesChange}
      aria-label={t('productForm.formLabel')}
      name="product"
    >
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Form.Item name="title" label={labels.title} required>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item name="slug" label={labels.slug} extra={t('productForm.help.slug')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} lg={16}>
          <Form.Item name="titleBn" label={labels.titleBn}>
            <Input lang="bn" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Form.Item name="category" label={labels.category} required>
            <CategorySelect aria-label={labels.category} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Form.Item name="range" label={labels.range}>
            <Select
              aria-label={labels.range}
              loading={ranges.loading}
              options={[
                { value: '', label: t('productForm.none') },
                ...(ranges.data ?? []).map((r) => ({ value: r._id, label: localized(r, 'name', language) })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item name="rim" label={labels.rim} extra={t('productForm.help.rim')}>
            <Select
              aria-label={labels.rim}
              allowClear
              options={rims.map((r) => ({ value: r, label: `${r}"` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} lg={8}>
          <Form.Item name="tyreSize" label={labels.tyreSize} required>
            <Select
              aria-label={labels.tyreSize}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t(category ? 'productForm.chooseSize' : 'productForm.chooseCategoryFirst')}
              loading={sizes.loading}
              options={(sizes.data ?? [])
                .filter((s) => rim === undefined || rim === null || s.rim === rim)
                .map((s) => ({ value: s._id, label: s.label }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="construction" label={labels.construction}>
            <Radio.Group optionType="button" options={choices.construction} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="tubeType" label={labels.tubeType}>
            <Radio.Group optionType="button" options={choices.tubeType} />
          </Form.Item>
        </Col>
        <Col xs={8} lg={4}>
          <Form.Item name="loadIndex" label={labels.loadIndex}>
            <Input placeholder={t('productForm.loadIndexPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={8} lg={4}>
          <Form.Item name="speedRating" label={labels.speedRating}>
            <Select
              aria-label={labels.speedRating}
              options={[
                { value: '', label: t('productForm.none') },
                ...SPEED_RATINGS.map((r) => ({ value: r, label: r })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={8} lg={4}>
          <Form.Item name="plyRating" label={labels.plyRating}>
            <InputNumber min={2} max={32} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item name="pattern" label={labels.pattern}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} lg={16}>
          <Form.Item name="description" label={labels.description}>
            <Input.TextArea rows={4} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item name="features" label={labels.features} extra={t('productForm.help.features')}>
            <Input.TextArea rows={4} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={16}>
          <Form.Item name="descriptionBn" label={labels.descriptionBn}>
            <Input.TextArea rows={4} lang="bn" />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item
            name="regularPrice"
            label={t('productForm.inBdt', { label: labels.regularPrice })}
            required
          >
            <InputNumber {...money} min={1} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="discountPrice" label={t('productForm.bdtOff', { label: labels.discountPrice })}>
            <InputNumber {...money} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item label={t('productForm.price')}>
            <ComputedPrice regularPrice={regularPrice} discountPrice={discountPrice} />
          </Form.Item>
        </Col>
        {amounts.map(({ name, inBdt }) => (
          <Col key={name} xs={8} lg={6}>
            <Form.Item
              name={name}
              label={inBdt ? t('productForm.inBdt', { label: labels[name] }) : labels[name]}
              required
            >
              <InputNumber {...money} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={12} lg={6}>
          <Form.Item name="status" label={labels.status}>
            <Radio.Group optionType="button" options={choices.status} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            name="thumbnail"
            label={labels.thumbnail}
            required={!product}
            valuePropName="fileList"
            getValueFromEvent={uploadFileList}
            extra={t(product ? 'productForm.help.thumbnailReplace' : 'productForm.help.thumbnailNew')}
          >
            <ImageUpload maxCount={1} label={labels.thumbnail} />
          </Form.Item>
          {product && (
            <img
              src={fileUrl(product.thumbnail.thumb)}
              alt={t('productForm.currentThumbnail')}
              width={96}
              height={96}
              className="product-form__current"
            />
          )}
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            name="images"
            label={labels.images}
            valuePropName="fileList"
            getValueFromEvent={uploadFileList}
            extra={t(product ? 'productForm.help.imagesAdded' : 'productForm.help.imagesNew', {
              max: number(MAX_GALLERY_IMAGES),
            })}
          >
            <ImageUpload maxCount={MAX_GALLERY_IMAGES} label={labels.images} />
          </Form.Item>
          {product && kept.length > 0 && (
            <Space wrap>
              {product.images
                .filter((image) => kept.includes(image.full))
                .map((image, i) => (
                  <Space key={image.thumb} orientation="vertical" size={4} align="center">
                    <img
                      src={fileUrl(image.thumb)}
                      alt={t('productForm.currentImage', { number: number(i + 1) })}
                      width={64}
                      height={64}
                      className="product-form__current"
                    />
                    <Button
                      size="small"
                      onClick={() => setKept((list) => list.filter((name) => name !== image.full))}
                      aria-label={t('productForm.removeImage', { number: number(i + 1) })}
                    >
                      {t('productForm.remove')}
                    </Button>
                  </Space>
                ))}
            </Space>
          )}
        </Col>
      </Row>
      {progress !== null && <Progress percent={progress} aria-label={t('productForm.uploadProgress')} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {product ? t('products.update') : t('products.create')}
        </Button>
        <Link to="/dashboard/products">{t('record.cancel')}</Link>
      </Space>
    </Form>
  );
}
