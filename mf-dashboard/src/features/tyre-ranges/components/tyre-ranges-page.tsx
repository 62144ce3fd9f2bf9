import { Form, Input, type UploadFile } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TyreRange } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { fileUrl, useLanguage } from '@tyre/web-kit';
import { useText } from '../../../messages/dictionary';
import { getTyreRanges } from '../../../api/get-tyre-ranges';
import { CategorySelect } from '../../../components/category-select';
import { ImageUpload, imageSizeProblem, pickedFiles, uploadFileList } from '../../../components/image-upload';
import { RecordCrudPage } from '../../../components/record-crud-page';
import { linesOf } from '../../../lib/lines';
import { createTyreRange, createTyreRangeBodySchema } from '../api/create-tyre-range';
import { deleteTyreRange } from '../api/delete-tyre-range';
import { updateTyreRange, updateTyreRangeBodySchema } from '../api/update-tyre-range';

interface Values {
  name: string;
  nameBn?: string;
  slug?: string;
  category?: string;
  description?: string;
  descriptionBn?: string;
  features?: string;
  image?: UploadFile[];
}

type Wire = {
  name: string;
  nameBn: string;
  slug: string | undefined;
  category: string;
  description: string;
  descriptionBn: string;
  features: string[];
};

const toWire = (values: Values): Wire => ({
  name: values.name ?? '',
  nameBn: values.nameBn ?? '',
  slug: values.slug?.trim() || undefined,
  category: values.category ?? '',
  description: values.description ?? '',
  descriptionBn: values.descriptionBn ?? '',
  features: linesOf(values.features),
});

const toValues = (r: TyreRange | null): Partial<Values> =>
  r
    ? {
        name: r.name,
        nameBn: r.nameBn ?? '',
        slug: r.slug,
        category: r.categoryId,
        description: r.description,
        descriptionBn: r.descriptionBn ?? '',
        features: r.features.join('\n'),
        image: r.image
          ? [{ uid: r.image.thumb, name: r.name, status: 'done', url: fileUrl(r.image.thumb) }]
          : [],
      }
    : { image: [] };

/** /dashboard/tire_range: the tyre ranges (pattern families) with their picture. */
export function TyreRangesPage() {
  const t = useText();
  const language = useLanguage();
  const labels = {
    name: t('ranges.name'),
    nameBn: t('ranges.nameBn'),
    slug: t('ranges.slug'),
    category: t('ranges.category'),
    description: t('ranges.description'),
    descriptionBn: t('ranges.descriptionBn'),
    features: t('ranges.features'),
    image: t('ranges.image'),
  };
  const columns: ColumnsType<TyreRange> = [
    {
      title: labels.image,
      key: 'image',
      width: 84,
      responsive: ['sm'],
      render: (_: unknown, r: TyreRange) =>
        r.image ? (
          <img src={fileUrl(r.image.thumb)} alt="" width={48} height={48} style={{ objectFit: 'contain' }} />
        ) : null,
    },
    { title: labels.name, dataIndex: 'name', width: 150 },
    {
      title: labels.nameBn,
      dataIndex: 'nameBn',
      width: 150,
      render: (v: string) => <span lang="bn">{v}</span>,
    },
    {
      title: labels.category,
      key: 'category',
      render: (_: unknown, r: TyreRange) => localized(r, 'categoryName', language),
    },
    {
      title: labels.features,
      key: 'features',
      render: (_: unknown, r: TyreRange) => r.features.join(', '),
      ellipsis: true,
    },
  ];
  return (
    <RecordCrudPage<TyreRange, Values, Wire>
      minWidth={760}
      pinned={2}
      title={t('ranges.title')}
      text={{
        new: t('ranges.new'),
        created: t('ranges.created'),
        updated: t('ranges.updated'),
        deleted: t('ranges.deleted'),
      }}
      load={(signal) => getTyreRanges({}, signal)}
      columns={columns}
      nameOf={(r) => r.name}
      labels={labels}
      toValues={toValues}
      toWire={toWire}
      schemas={{ create: createTyreRangeBodySchema, update: updateTyreRangeBodySchema }}
      extraChecks={(values): Record<string, string> => {
        const problem = imageSizeProblem(values.image, t);
        return problem ? { image: problem } : {};
      }}
      create={(wire, values) => createTyreRange(wire, pickedFiles(values.image)[0])}
      update={(id, changes, values) => updateTyreRange(id, changes, pickedFiles(values.image)[0])}
      remove={deleteTyreRange}
      fields={
        <>
          <Form.Item name="name" label={labels.name} required>
            <Input />
          </Form.Item>
          <Form.Item name="nameBn" label={labels.nameBn}>
            <Input lang="bn" />
          </Form.Item>
          <Form.Item name="slug" label={labels.slug} extra={t('record.slugFromName')}>
            <Input />
          </Form.Item>
          <Form.Item name="category" label={labels.category} required>
            <CategorySelect aria-label={labels.category} />
          </Form.Item>
          <Form.Item name="description" label={labels.description}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="descriptionBn" label={labels.descriptionBn}>
            <Input.TextArea rows={3} lang="bn" />
          </Form.Item>
          <Form.Item name="features" label={labels.features} extra={t('ranges.featuresHelp')}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item
            name="image"
            label={labels.image}
            valuePropName="fileList"
            getValueFromEvent={uploadFileList}
            extra={t('ranges.imageHelp')}
          >
            <ImageUpload maxCount={1} label={labels.image} />
          </Form.Item>
        </>
      }
    />
  );
}
