import { Button, Col, Form, Input, InputNumber, Progress, Radio, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MAX_GALLERY_IMAGES, SPEED_RATINGS, type Product } from '@tyre/contracts';
import { fileUrl, useApi } from '@tyre/web-kit';
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

const choices = {
  construction: [
    { value: 'radial', label: 'Radial' },
    { value: 'bias', label: 'Bias' },
  ],
  tubeType: [
    { value: 'TL', label: 'Tubeless (TL)' },
    { value: 'TT', label: 'Tube type (TT)' },
  ],
  status: [
    { value: 'active', label: 'Active' },
    { value: 'draft', label: 'Draft' },
  ],
};

const amounts = [
  { name: 'stock', unit: '' },
  { name: 'shippingInsideDhaka', unit: ' (BDT)' },
  { name: 'shippingOutsideDhaka', unit: ' (BDT)' },
] as const;

/**
 * The product form of /dashboard/products/create and /dashboard/products/update/:slug, sent as
 * multipart with an upload progress bar; checked with the contract's schema before sending.
 */
export function ProductForm({ product, onSaved }: { product?: Product; onSaved: () => void }) {
  const [form] = Form.useForm<ProductValues>();
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
    labels: productLabels,
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
    success: product ? 'Product updated' : 'Product created',
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
      aria-label="Product"
      name="product"
    >
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Form.Item name="title" label={productLabels.title} required>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item name="slug" label={productLabels.slug} extra="Made from the title when left empty">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} lg={16}>
          <Form.Item name="titleBn" label={productLabels.titleBn}>
            <Input lang="bn" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Form.Item name="category" label={productLabels.category} required>
            <CategorySelect aria-label={productLabels.category} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Form.Item name="range" label={productLabels.range}>
            <Select
              aria-label={productLabels.range}
              loading={ranges.loading}
              options={[
                { value: '', label: 'None' },
                ...(ranges.data ?? []).map((r) => ({ value: r._id, label: r.name })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item name="rim" label={productLabels.rim} extra="Narrows the sizes">
            <Select
              aria-label={productLabels.rim}
              allowClear
              options={rims.map((r) => ({ value: r, label: `${r}"` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} lg={8}>
          <Form.Item name="tyreSize" label={productLabels.tyreSize} required>
            <Select
              aria-label={productLabels.tyreSize}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={category ? 'Choose a size' : 'Choose a category first'}
              loading={sizes.loading}
              options={(sizes.data ?? [])
                .filter((s) => rim === undefined || rim === null || s.rim === rim)
                .map((s) => ({ value: s._id, label: s.label }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="construction" label={productLabels.construction}>
            <Radio.Group optionType="button" options={choices.construction} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="tubeType" label={productLabels.tubeType}>
            <Radio.Group optionType="button" options={choices.tubeType} />
          </Form.Item>
        </Col>
        <Col xs={8} lg={4}>
          <Form.Item name="loadIndex" label={productLabels.loadIndex}>
            <Input placeholder="91 or 146/143" />
          </Form.Item>
        </Col>
        <Col xs={8} lg={4}>
          <Form.Item name="speedRating" label={productLabels.speedRating}>
            <Select
              aria-label={productLabels.speedRating}
              options={[{ value: '', label: 'None' }, ...SPEED_RATINGS.map((r) => ({ value: r, label: r }))]}
            />
          </Form.Item>
        </Col>
        <Col xs={8} lg={4}>
          <Form.Item name="plyRating" label={productLabels.plyRating}>
            <InputNumber min={2} max={32} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item name="pattern" label={productLabels.pattern}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} lg={16}>
          <Form.Item name="description" label={productLabels.description}>
            <Input.TextArea rows={4} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item name="features" label={productLabels.features} extra="One feature a line">
            <Input.TextArea rows={4} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={16}>
          <Form.Item name="descriptionBn" label={productLabels.descriptionBn}>
            <Input.TextArea rows={4} lang="bn" />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="regularPrice" label={`${productLabels.regularPrice} (BDT)`} required>
            <InputNumber {...money} min={1} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="discountPrice" label={`${productLabels.discountPrice} (BDT off)`}>
            <InputNumber {...money} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item label="Price">
            <ComputedPrice regularPrice={regularPrice} discountPrice={discountPrice} />
          </Form.Item>
        </Col>
        {amounts.map(({ name, unit }) => (
          <Col key={name} xs={8} lg={6}>
            <Form.Item name={name} label={`${productLabels[name]}${unit}`} required>
              <InputNumber {...money} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={12} lg={6}>
          <Form.Item name="status" label={productLabels.status}>
            <Radio.Group optionType="button" options={choices.status} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            name="thumbnail"
            label={productLabels.thumbnail}
            required={!product}
            valuePropName="fileList"
            getValueFromEvent={uploadFileList}
            extra={product ? 'A new image replaces the current one' : 'JPEG, PNG or WebP, at most 8 MB'}
          >
            <ImageUpload maxCount={1} label={productLabels.thumbnail} />
          </Form.Item>
          {product && (
            <img
              src={fileUrl(product.thumbnail.thumb)}
              alt="Current thumbnail"
              width={96}
              height={96}
              className="product-form__current"
            />
          )}
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            name="images"
            label={productLabels.images}
            valuePropName="fileList"
            getValueFromEvent={uploadFileList}
            extra={
              product
                ? `New images are added after the kept ones (${MAX_GALLERY_IMAGES} in all)`
                : `Up to ${MAX_GALLERY_IMAGES}`
            }
          >
            <ImageUpload maxCount={MAX_GALLERY_IMAGES} label={productLabels.images} />
          </Form.Item>
          {product && kept.length > 0 && (
            <Space wrap>
              {product.images
                .filter((image) => kept.includes(image.full))
                .map((image, i) => (
                  <Space key={image.thumb} orientation="vertical" size={4} align="center">
                    <img
                      src={fileUrl(image.thumb)}
                      alt={`Current gallery image ${i + 1}`}
                      width={64}
                      height={64}
                      className="product-form__current"
                    />
                    <Button
                      size="small"
                      onClick={() => setKept((list) => list.filter((name) => name !== image.full))}
                      aria-label={`Remove gallery image ${i + 1}`}
                    >
                      Remove
                    </Button>
                  </Space>
                ))}
            </Space>
          )}
        </Col>
      </Row>
      {progress !== null && <Progress percent={progress} aria-label="Upload progress" />}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {product ? 'Update product' : 'Create product'}
        </Button>
        <Link to="/dashboard/products">Cancel</Link>
      </Space>
    </Form>
  );
}
