import { Button, Form, Input, InputNumber, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { VEHICLE_YEAR_MAX, VEHICLE_YEAR_MIN, type VehicleModel } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { useFormat } from '@tyre/web-kit';
import { CategorySelect } from '../../../components/category-select';
import { RecordCrudPage } from '../../../components/record-crud-page';
import {
  createVehicleModel,
  createVehicleModelBodySchema,
  type CreateVehicleModelBody,
} from '../api/create-vehicle-model';
import { deleteVehicleModel } from '../api/delete-vehicle-model';
import { getVehicleModels } from '../api/get-vehicle-models';
import {
  updateVehicleModel,
  updateVehicleModelBodySchema,
  type UpdateVehicleModelBody,
} from '../api/update-vehicle-model';
import { useVehiclesText } from '../messages/dictionary';
import { MakeSelect } from './make-select';
import { modelLabel } from './model-select';
import { useListParams } from './use-list-params';
import { useYears } from './use-years';
import { VehiclesNav } from './vehicles-nav';
import { vehiclesScreen } from './vehicles-screen';

interface Generation {
  name?: string;
  yearFrom?: number | null;
  yearTo?: number | null;
}

interface Values {
  make?: string;
  type?: string;
  name?: string;
  nameBn?: string;
  slug?: string;
  yearFrom?: number | null;
  yearTo?: number | null;
  generations?: Generation[];
  /** the edited model's make as an option (the select's first answers may not hold it); not sent */
  currentMake?: { value: string; label: string };
}

/** The body as the form makes it: a year left empty stays undefined, and the contract's check says so. */
type Wire = Omit<CreateVehicleModelBody, 'yearFrom' | 'generations'> & {
  yearFrom: number | undefined;
  generations: Array<{ name: string; yearFrom: number | undefined; yearTo: number | null }>;
};

const pageSize = 20;
const year = (value: number | null | undefined) => (typeof value === 'number' ? value : undefined);

const toWire = (values: Values): Wire => ({
  make: values.make ?? '',
  type: values.type ?? '',
  name: values.name?.trim() ?? '',
  nameBn: values.nameBn?.trim() ?? '',
  slug: values.slug?.trim() || undefined,
  yearFrom: year(values.yearFrom),
  yearTo: year(values.yearTo) ?? null,
  generations: (values.generations ?? []).map((g) => ({
    name: g.name?.trim() ?? '',
    yearFrom: year(g.yearFrom),
    yearTo: year(g.yearTo) ?? null,
  })),
});

const toValues = (model: VehicleModel | null): Partial<Values> =>
  model
    ? {
        currentMake: { value: model.makeId, label: model.makeName },
        make: model.makeId,
        type: model.typeId,
        name: model.name,
        nameBn: model.nameBn,
        slug: model.slug,
        yearFrom: model.yearFrom,
        yearTo: model.yearTo,
        generations: model.generations.map((g) => ({ ...g })),
      }
    : {
        currentMake: undefined,
        name: '',
        nameBn: '',
        slug: '',
        yearFrom: null,
        yearTo: null,
        generations: [],
      };

const yearInput = <InputNumber min={VEHICLE_YEAR_MIN} max={VEHICLE_YEAR_MAX} precision={0} />;

function ModelsScreen() {
  const t = useVehiclesText();
  const { language } = useFormat();
  const years = useYears();
  const { values, page, go } = useListParams(['search', 'make', 'type'] as const);
  const labels = {
    make: t('models.make'),
    type: t('models.type'),
    name: t('models.name'),
    nameBn: t('models.nameBn'),
    slug: t('common.slug'),
    yearFrom: t('common.yearFrom'),
    yearTo: t('common.yearTo'),
    generations: t('models.generations'),
  };
  const columns: ColumnsType<VehicleModel> = [
    {
      title: labels.name,
      key: 'name',
      width: 190,
      render: (_: unknown, m: VehicleModel) => modelLabel(m, language),
    },
    {
      title: labels.nameBn,
      dataIndex: 'nameBn',
      width: 150,
      render: (value: string) => <span lang="bn">{value}</span>,
    },
    {
      title: labels.type,
      key: 'type',
      width: 150,
      render: (_: unknown, m: VehicleModel) => localized(m, 'typeName', language),
    },
    { title: t('common.years'), key: 'years', width: 140, render: (_: unknown, m: VehicleModel) => years(m) },
    {
      title: labels.generations,
      key: 'generations',
      render: (_: unknown, m: VehicleModel) => m.generations.map((g) => `${g.name} (${years(g)})`).join(', '),
    },
    { title: labels.slug, dataIndex: 'slug', width: 170 },
  ];
  return (
    <RecordCrudPage<VehicleModel, Values, Wire>
      minWidth={960}
      title={t('models.title')}
      text={{
        new: t('models.new'),
        created: t('models.created'),
        updated: t('models.updated'),
        deleted: t('models.deleted'),
      }}
      listKey={`${page}:${values.search}:${values.make}:${values.type}`}
      load={(signal) =>
        getVehicleModels(
          { page, size: pageSize, search: values.search, make: values.make, type: values.type },
          signal,
        )
      }
      paging={{
        page,
        pageSize,
        onPage: (next) => go({ page: next }),
        totalText: (total) => t('models.total', { count: total }),
      }}
      toolbar={
        <>
          <VehiclesNav />
          <div className="dashboard__filters">
            <MakeSelect
              aria-label={t('models.makeFilter')}
              placeholder={t('common.allMakes')}
              allowClear
              value={values.make || undefined}
              onChange={(make) => go({ make: make ?? '' })}
              style={{ minWidth: 190 }}
            />
            <CategorySelect
              aria-label={t('models.typeFilter')}
              placeholder={t('common.allTypes')}
              allowClear
              value={values.type || undefined}
              onChange={(type) => go({ type: type ?? '' })}
              style={{ minWidth: 190 }}
            />
            <Input.Search
              key={values.search}
              defaultValue={values.search}
              allowClear
              placeholder={t('models.searchPlaceholder')}
              aria-label={t('models.searchLabel')}
              enterButton={t('common.search')}
              onSearch={(search) => go({ search: search.trim() })}
            />
          </div>
        </>
      }
      columns={columns}
      nameOf={(model) => modelLabel(model, language)}
      labels={labels}
      toValues={toValues}
      toWire={toWire}
      schemas={{ create: createVehicleModelBodySchema, update: updateVehicleModelBodySchema }}
      // sent only once the contract's schema took the form (every year is there)
      create={(wire) => createVehicleModel(wire as CreateVehicleModelBody)}
      update={(id, changes) => updateVehicleModel(id, changes as UpdateVehicleModelBody)}
      remove={deleteVehicleModel}
      fields={<ModelFields labels={labels} />}
    />
  );
}

/** The model dialog's fields; the make's option is its current one until the admin searches. */
function ModelFields({ labels }: { labels: Record<string, string> }) {
  const t = useVehiclesText();
  return (
    <>
      <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.currentMake !== b.currentMake}>
        {({ getFieldValue }) => (
          <Form.Item name="make" label={labels.make} required>
            <MakeSelect
              placeholder={t('common.chooseMake')}
              current={getFieldValue('currentMake') as Values['currentMake']}
            />
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item name="type" label={labels.type} required>
        <CategorySelect placeholder={t('common.chooseType')} />
      </Form.Item>
      <Form.Item name="name" label={labels.name} required extra={t('models.nameHelp')}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="nameBn" label={labels.nameBn}>
        <Input lang="bn" maxLength={60} />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item name="yearFrom" label={labels.yearFrom} required>
          {yearInput}
        </Form.Item>
        <Form.Item name="yearTo" label={labels.yearTo} extra={t('common.yearToHelp')}>
          {yearInput}
        </Form.Item>
      </Space>
      <Form.Item label={labels.generations} extra={t('models.generationsHelp')}>
        <Form.List name="generations">
          {(rows, { add, remove }) => (
            <div className="vehicle-generations">
              {rows.map((row, index) => (
                <Space key={row.key} wrap align="start" className="vehicle-generations__row">
                  <Form.Item name={[row.name, 'name']} noStyle>
                    <Input
                      placeholder={t('models.generationName')}
                      aria-label={`${t('models.generationName')} ${index + 1}`}
                      maxLength={40}
                      style={{ width: 130 }}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'yearFrom']} noStyle>
                    <InputNumber
                      min={VEHICLE_YEAR_MIN}
                      max={VEHICLE_YEAR_MAX}
                      precision={0}
                      placeholder={labels.yearFrom}
                      aria-label={`${labels.yearFrom} ${index + 1}`}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'yearTo']} noStyle>
                    <InputNumber
                      min={VEHICLE_YEAR_MIN}
                      max={VEHICLE_YEAR_MAX}
                      precision={0}
                      placeholder={labels.yearTo}
                      aria-label={`${labels.yearTo} ${index + 1}`}
                    />
                  </Form.Item>
                  <Button onClick={() => remove(row.name)}>
                    {t('models.removeGeneration', { index: index + 1 })}
                  </Button>
                </Space>
              ))}
              <Button type="dashed" onClick={() => add({ name: '', yearFrom: null, yearTo: null })}>
                {t('models.addGeneration')}
              </Button>
            </div>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="slug" label={labels.slug} extra={t('models.slugHelp')}>
        <Input dir="ltr" maxLength={120} />
      </Form.Item>
    </>
  );
}

/** /dashboard/vehicles/models: the models of every make with their years and generations. */
export const VehicleModelsPage = vehiclesScreen(ModelsScreen);
