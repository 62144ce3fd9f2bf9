import { Button, Col, Form, Input, Progress, Row, type UploadFile } from 'antd';
import { useState } from 'react';
import { createBannerBodySchema } from '@tyre/contracts';
import { ImageUpload, imageSizeProblem, pickedFiles, uploadFileList } from '../../../components/image-upload';
import type { WireFields } from '../../../lib/multipart';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { createBanner } from '../api/create-banner';
import { useText } from '../../../messages/dictionary';

interface BannerValues {
  image?: UploadFile[];
  title?: string;
  titleBn?: string;
  link?: string;
}

/** A new banner: the image (with its preview), an optional title (and its Bangla twin) and link, `Create`. Cleared when made. */
export function BannerForm({ onSaved }: { onSaved: () => void }) {
  const t = useText();
  const labels = {
    image: t('banners.labels.image'),
    title: t('banners.labels.title'),
    titleBn: t('banners.labels.titleBn'),
    link: t('banners.labels.link'),
  };
  const [form] = Form.useForm<BannerValues>();
  const [progress, setProgress] = useState<number | null>(null);
  const { submit, saving, clearEdited } = useValidatedSubmit<BannerValues, WireFields>({
    form,
    schema: createBannerBodySchema,
    labels,
    toWire: (values) => {
      const wire: WireFields = {};
      const title = (values.title ?? '').trim();
      const titleBn = (values.titleBn ?? '').trim();
      const link = (values.link ?? '').trim();
      if (title) wire.title = title;
      if (titleBn) wire.titleBn = titleBn;
      if (link) wire.link = link;
      return wire;
    },
    extraChecks: (values): Record<string, string> => {
      if (pickedFiles(values.image).length === 0) return { image: 'is required' };
      const large = imageSizeProblem(values.image);
      return large ? { image: large } : {};
    },
    send: (wire, _changes, values) => {
      setProgress(0);
      return createBanner(wire, pickedFiles(values.image)[0] as File, setProgress).finally(() =>
        setProgress(null),
      );
    },
    success: t('banners.created'),
    onSaved: () => {
      form.resetFields();
      onSaved();
    },
  });
  return (
    <Form<BannerValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={clearEdited}
      name="banner"
    >
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item
            name="image"
            label={labels.image}
            required
            valuePropName="fileList"
            getValueFromEvent={uploadFileList}
            extra={t('banners.imageHint')}
          >
            <ImageUpload maxCount={1} label={labels.image} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="title" label={labels.title} extra={t('banners.optional')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="titleBn" label={labels.titleBn} extra={t('banners.optional')}>
            <Input lang="bn" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="link" label={labels.link} extra={t('banners.optional')}>
            <Input placeholder={t('banners.linkPlaceholder')} inputMode="url" />
          </Form.Item>
        </Col>
      </Row>
      {progress !== null && (
        <Progress percent={progress} size="small" aria-label={t('banners.uploadProgress')} />
      )}
      <Button type="primary" htmlType="submit" loading={saving} className="content-form__submit">
        {t('banners.create')}
      </Button>
    </Form>
  );
}
