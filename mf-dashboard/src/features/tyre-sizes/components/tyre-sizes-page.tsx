import { Form, Input, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TyreSize } from '@tyre/contracts';
import { getTyreSizes } from '../../../api/get-tyre-sizes';
import { CategorySelect } from '../../../components/category-select';
import { RecordCrudPage } from '../../../components/record-crud-page';
import { createTyreSize, createTyreSizeBodySchema, type CreateTyreSizeBody } from '../api/create-tyre-size';
import { deleteTyreSize } from '../api/delete-tyre-size';
import { updateTyreSize, updateTyreSizeBodySchema } from '../api/update-tyre-size';

interface Values {
  label: string;
  category?: string;
  rim?: number | null;
  width?: number | null;
  aspect?: number | null;
}

const labels = { label: 'Size', category: 'Category', rim: 'Rim', width: 'Width', aspect: 'Aspect' };
const optionalNumber = (value: number | null | undefined) => (typeof value === 'number' ? value : undefined);

const toWire = (values: Values): CreateTyreSizeBody => ({
  label: values.label ?? '',
  category: values.category ?? '',
  rim: optionalNumber(values.rim),
  width: optionalNumber(values.width),
  aspect: optionalNumber(values.aspect),
});

const toValues = (s: TyreSize | null): Partial<Values> =>
  s ? { label: s.label, category: s.categoryId, rim: s.rim, width: s.width, aspect: s.aspect } : {};

const columns: ColumnsType<TyreSize> = [
  { title: 'Size', dataIndex: 'label', width: 130 },
  { title: 'Category', dataIndex: 'categoryName' },
  { title: 'Rim (in)', dataIndex: 'rim', width: 100, sorter: (a, b) => a.rim - b.rim },
  { title: 'Width (mm)', dataIndex: 'width', width: 110 },
  { title: 'Aspect (%)', dataIndex: 'aspect', width: 110 },
];

/** /dashboard/tire_size: list, create, edit and delete the tyre sizes of every category. */
export function TyreSizesPage() {
  return (
    <RecordCrudPage<TyreSize, Values, CreateTyreSizeBody>
      title="Tyre sizes"
      noun="Tyre size"
      load={(signal) => getTyreSizes({}, signal)}
      columns={columns}
      nameOf={(s) => `${s.label} (${s.categoryName})`}
      labels={labels}
      toValues={toValues}
      toWire={toWire}
      schemas={{ create: createTyreSizeBodySchema, update: updateTyreSizeBodySchema }}
      create={createTyreSize}
      update={updateTyreSize}
      remove={deleteTyreSize}
      fields={
        <>
          <Form.Item
            name="label"
            label={labels.label}
            required
            extra="As printed on the sidewall: 90/90-17, 195/65 R15, 4.00-8"
          >
            <Input />
          </Form.Item>
          <Form.Item name="category" label={labels.category} required>
            <CategorySelect aria-label={labels.category} />
          </Form.Item>
          <Form.Item name="rim" label={labels.rim} extra="Read from the size when left empty">
            <InputNumber min={4} max={30} step={0.5} />
          </Form.Item>
          <Form.Item
            name="width"
            label={labels.width}
            extra="Metric sizes: read from the size when left empty"
          >
            <InputNumber min={50} max={500} precision={0} />
          </Form.Item>
          <Form.Item name="aspect" label={labels.aspect}>
            <InputNumber min={20} max={120} precision={0} />
          </Form.Item>
        </>
      }
    />
  );
}
