import { Form, Input, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Category } from '@tyre/contracts';
import { getCategories } from '../../../api/get-categories';
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

const labels = {
  name: 'Name',
  nameBn: 'Name (Bangla)',
  slug: 'Slug',
  description: 'Description',
  descriptionBn: 'Description (Bangla)',
  sortOrder: 'Sort order',
};

const columns: ColumnsType<Category> = [
  { title: 'Name', dataIndex: 'name', width: 150 },
  { title: 'Slug', dataIndex: 'slug' },
  { title: 'Description', dataIndex: 'description', ellipsis: true },
  { title: 'Sort order', dataIndex: 'sortOrder', width: 110 },
];

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
  return (
    <RecordCrudPage<Category, Values, CreateCategoryBody>
      title="Categories"
      noun="Category"
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
          <Form.Item name="slug" label={labels.slug} extra="Made from the name when left empty">
            <Input />
          </Form.Item>
          <Form.Item name="description" label={labels.description}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="descriptionBn" label={labels.descriptionBn}>
            <Input.TextArea rows={3} lang="bn" />
          </Form.Item>
          <Form.Item
            name="sortOrder"
            label={labels.sortOrder}
            extra="Smaller comes first in menus and the finder"
          >
            <InputNumber min={0} precision={0} />
          </Form.Item>
        </>
      }
    />
  );
}
