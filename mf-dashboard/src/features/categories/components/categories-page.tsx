import { Form, Input, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Category } from '@tyre/contracts';
import { useFormat } from '@tyre/web-kit';
import { getCategories } from '../../../api/get-categories';
import { useText } from '../../../messages/dictionary';
import { RecordCrudPage } from '../../../components/record-crud-page';
import { createCategory, createCategoryBodySchema, type CreateCategoryBody } from '../api/create-category';
import { deleteCategory } from '../api/delete-category';
import { updateCategory, updateCategoryBodySchema } from '../api/update-category';

interface Values {
  name: string;
  nameBn?: string;
  slug?: string;
  description?: string;
  descriptionBn?: string;
  sortOrder?: number | null;
}

const toWire = (values: Values): CreateCategoryBody => ({
  name: values.name ?? '',
  nameBn: values.nameBn ?? '',
  slug: values.slug?.trim() || undefined,
  description: values.description ?? '',
  descriptionBn: values.descriptionBn ?? '',
  sortOrder: typeof values.sortOrder === 'number' ? values.sortOrder : undefined,
});

const toValues = (c: Category | null): Partial<Values> =>
  c
    ? {
        name: c.name,
        nameBn: c.nameBn ?? '',
        slug: c.slug,
        description: c.description,
        descriptionBn: c.descriptionBn ?? '',
        sortOrder: c.sortOrder,
      }
    : {};

/** /dashboard/categories: list, create, edit and delete the tyre categories. */
export function CategoriesPage() {
  const t = useText();
  const { number } = useFormat();
  const labels = {
    name: t('categories.name'),
    nameBn: t('categories.nameBn'),
    slug: t('categories.slug'),
    description: t('categories.description'),
    descriptionBn: t('categories.descriptionBn'),
    sortOrder: t('categories.sortOrder'),
  };
  const columns: ColumnsType<Category> = [
    { title: labels.name, dataIndex: 'name', width: 150 },
    {
      title: labels.nameBn,
      dataIndex: 'nameBn',
      width: 150,
      render: (v: string) => <span lang="bn">{v}</span>,
    },
    { title: labels.slug, dataIndex: 'slug' },
    { title: labels.description, dataIndex: 'description', ellipsis: true },
    { title: labels.sortOrder, dataIndex: 'sortOrder', width: 110, render: (v: number) => number(v) },
  ];
  return (
    <RecordCrudPage<Category, Values, CreateCategoryBody>
      title={t('categories.title')}
      text={{
        new: t('categories.new'),
        created: t('categories.created'),
        updated: t('categories.updated'),
        deleted: t('categories.deleted'),
      }}
      load={getCategories}
      columns={columns}
      nameOf={(c) => c.name}
      labels={labels}
      toValues={toValues}
      toWire={toWire}
      schemas={{ create: createCategoryBodySchema, update: updateCategoryBodySchema }}
      create={createCategory}
      update={updateCategory}
      remove={deleteCategory}
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
          <Form.Item name="description" label={labels.description}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="descriptionBn" label={labels.descriptionBn}>
            <Input.TextArea rows={3} lang="bn" />
          </Form.Item>
          <Form.Item name="sortOrder" label={labels.sortOrder} extra={t('categories.sortOrderHelp')}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
        </>
      }
    />
  );
}
