import { Form, Input, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TyreSize } from '@tyre/contracts';
import { useFormat } from '@tyre/web-kit';
import { getTyreSizes } from '../../../api/get-tyre-sizes';
import { useText } from '../../../messages/dictionary';
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

/** /dashboard/tire_size: list, create, edit and delete the tyre sizes of every category. */
export function TyreSizesPage() {
  const t = useText();
  const { number } = useFormat();
  const labels = {
    label: t('sizes.label'),
    category: t('sizes.category'),
    rim: t('sizes.rim'),
    width: t('sizes.width'),
    aspect: t('sizes.aspect'),
  };
  const numberOrNone = (v: number | null) => (v === null ? '' : number(v, { maximumFractionDigits: 1 }));
  const columns: ColumnsType<TyreSize> = [
    { title: labels.label, dataIndex: 'label', width: 130 },
    { title: labels.category, dataIndex: 'categoryName' },
    {
      title: t('sizes.rimColumn'),
      dataIndex: 'rim',
      width: 100,
      sorter: (a, b) => a.rim - b.rim,
      render: numberOrNone,
    },
    { title: t('sizes.widthColumn'), dataIndex: 'width', width: 110, render: numberOrNone },
    { title: t('sizes.aspectColumn'), dataIndex: 'aspect', width: 110, render: numberOrNone },
  ];
  return (
    <RecordCrudPage<TyreSize, Values, CreateTyreSizeBody>
      title={t('sizes.title')}
      text={{
        new: t('sizes.new'),
        created: t('sizes.created'),
        updated: t('sizes.updated'),
        deleted: t('sizes.deleted'),
      }}
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
          <Form.Item name="label" label={labels.label} required extra={t('sizes.labelHelp')}>
            <Input />
          </Form.Item>
          <Form.Item name="category" label={labels.category} required>
            <CategorySelect aria-label={labels.category} />
          </Form.Item>
          <Form.Item name="rim" label={labels.rim} extra={t('sizes.rimHelp')}>
            <InputNumber min={4} max={30} step={0.5} />
          </Form.Item>
          <Form.Item name="width" label={labels.width} extra={t('sizes.metricHelp')}>
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
