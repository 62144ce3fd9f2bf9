import { Button, Col, Form, Input, Progress, Row, type UploadFile } from 'antd';
import { useState } from 'react';
import { createNewsBodySchema, updateNewsBodySchema, type NewsPost } from '@tyre/contracts';
import { fileUrl } from '@tyre/web-kit';
import { ImageUpload, imageSizeProblem, pickedFiles, uploadFileList } from '../../../components/image-upload';
import type { WireFields } from '../../../lib/multipart';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { createNews } from '../api/create-news';
import { updateNews } from '../api/update-news';
import { useText } from '../../../messages/dictionary';

export interface NewsValues {
  title?: string;
  titleBn?: string;
  desc?: string;
  descBn?: string;
  image?: UploadFile[];
}

const toValues = (post?: NewsPost): NewsValues => ({
  title: post?.title ?? '',
  titleBn: post?.titleBn ?? '',
  desc: post?.desc ?? '',
  descBn: post?.descBn ?? '',
  image: [],
});

const toWire = (values: NewsValues): WireFields => ({
  title: (values.title ?? '').trim(),
  desc: (values.desc ?? '').trim(),
  titleBn: (values.titleBn ?? '').trim(),
  descBn: (values.descBn ?? '').trim(),
});

/** A new post's Bangla fields are left out when empty; an edit sends '' to clear them. */
const withoutBlankBangla = (wire: WireFields): WireFields =>
  Object.fromEntries(Object.entries(wire).filter(([key, value]) => !key.endsWith('Bn') || value !== ''));

/**
 * The news form of /dashboard/news/create (title, an image hinted `size 455 x 277`, description,
 * a `Create` button; cleared when the post is created) and of the edit screen (`Update`).
 */
export function NewsForm({ post, onSaved }: { post?: NewsPost; onSaved?: () => void }) {
  const t = useText();
  const labels = {
    title: t('news.labels.title'),
    titleBn: t('news.labels.titleBn'),
    image: t('news.labels.image'),
    desc: t('news.labels.desc'),
    descBn: t('news.labels.descBn'),
  };
  const [form] = Form.useForm<NewsValues>();
  const [progress, setProgress] = useState<number | null>(null);
  const { submit, saving, clearEdited } = useValidatedSubmit<NewsValues, WireFields>({
    form,
    schema: post ? updateNewsBodySchema : createNewsBodySchema,
    labels,
    toWire,
    original: post ? toWire(toValues(post)) : null,
    extraChecks: (values) => {
      const problems: Record<string, string> = {};
      if (!post && pickedFiles(values.image).length === 0) problems.image = t('news.required');
      const large = imageSizeProblem(values.image);
      if (large) problems.image = large;
      return problems;
    },
    send: (wire, changes, values) => {
      const file = pickedFiles(values.image)[0];
      setProgress(0);
      const sent = post
        ? updateNews(post._id, changes, file, setProgress)
        : createNews(withoutBlankBangla(wire), file as File, setProgress);
      return sent.finally(() => setProgress(null));
    },
    success: post ? t('news.updated') : t('news.created'),
    onSaved: () => {
      if (!post) form.resetFields();
      onSaved?.();
    },
  });

  return (
    <Form<NewsValues>
      form={form}
      layout="vertical"
      initialValues={toValues(post)}
      onFinish={submit}
      onValuesChange={clearEdited}
      name="news"
      aria-label={t('news.listTitle')}
      style={{ maxWidth: 960 }}
    >
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item name="title" label={labels.title} required>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name="titleBn" label={labels.titleBn} extra={t('news.optional')}>
            <Input lang="bn" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="image"
            label={labels.image}
            required={!post}
            valuePropName="fileList"
            getValueFromEvent={uploadFileList}
            extra={post ? t('news.imageKeep') : t('news.imageHint')}
          >
            <ImageUpload maxCount={1} label={labels.image} />
          </Form.Item>
          {post && (
            <img
              src={fileUrl(post.thumbnail || post.image)}
              alt={t('news.currentImage')}
              width={182}
              height={111}
              className="content-form__current"
            />
          )}
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name="desc" label={labels.desc} required>
            <Input.TextArea rows={8} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name="descBn" label={labels.descBn} extra={t('news.optional')}>
            <Input.TextArea rows={8} lang="bn" />
          </Form.Item>
        </Col>
      </Row>
      {progress !== null && (
        <Progress percent={progress} size="small" aria-label={t('news.uploadProgress')} />
      )}
      <Button type="primary" htmlType="submit" loading={saving} className="content-form__submit">
        {post ? t('news.update') : t('news.create')}
      </Button>
    </Form>
  );
}
