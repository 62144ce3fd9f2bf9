import { Button, Form, Input, InputNumber, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  tyreSizeKey,
  VEHICLE_POSITIONS,
  VEHICLE_YEAR_MAX,
  VEHICLE_YEAR_MIN,
  type VehicleFitment,
  type VehiclePosition,
} from '@tyre/contracts';
import { useFormat } from '@tyre/web-kit';
import { useState } from 'react';
import { RecordCrudPage } from '../../../components/record-crud-page';
import { runWithToasts } from '../../../lib/run-with-toasts';
import {
  createVehicleFitment,
  createVehicleFitmentBodySchema,
  type CreateVehicleFitmentBody,
} from '../api/create-vehicle-fitment';
import { deleteVehicleFitment } from '../api/delete-vehicle-fitment';
import { downloadFitmentsCsv } from '../api/download-fitments-csv';
import { getVehicleFitments } from '../api/get-vehicle-fitments';
import {
  updateVehicleFitment,
  updateVehicleFitmentBodySchema,
  type UpdateVehicleFitmentBody,
} from '../api/update-vehicle-fitment';
import { useVehiclesText } from '../messages/dictionary';
import { FitmentsImport } from './fitments-import';
import { MakeSelect } from './make-select';
import { modelLabel, ModelSelect } from './model-select';
import { useListParams } from './use-list-params';
import { useYears } from './use-years';
import { VehiclesNav } from './vehicles-nav';
import { vehiclesScreen } from './vehicles-screen';

interface Values {
  model?: string;
  yearFrom?: number | null;
  yearTo?: number | null;
  position?: VehiclePosition;
  size?: string;
  /** typed as a list: commas or | between the sizes */
  alternatives?: string;
  /** the edited fitment's model as an option (the select's first answers may not hold it); not sent */
  currentModel?: { value: string; label: string };
}

/** The body as the form makes it: what is left empty stays so, and the contract's check says so. */
type Wire = Omit<CreateVehicleFitmentBody, 'yearFrom' | 'position' | 'alternatives'> & {
  yearFrom: number | undefined;
  position: VehiclePosition | '';
  alternatives: string[];
};

const pageSize = 50;
const year = (value: number | null | undefined) => (typeof value === 'number' ? value : undefined);

const toWire = (values: Values): Wire => ({
  model: values.model ?? '',
  yearFrom: year(values.yearFrom),
  yearTo: year(values.yearTo) ?? null,
  position: values.position ?? '',
  size: values.size?.trim() ?? '',
  alternatives: (values.alternatives ?? '')
    .split(/[,|]/)
    .map((size) => size.trim())
    .filter(Boolean),
});

const toValues = (fitment: VehicleFitment | null): Partial<Values> =>
  fitment
    ? {
        currentModel: {
          value: fitment.modelId,
          label: `${fitment.makeName} ${fitment.modelName}`,
        },
        model: fitment.modelId,
        yearFrom: fitment.yearFrom,
        yearTo: fitment.yearTo,
        position: fitment.position,
        size: fitment.size,
        alternatives: fitment.alternatives.join(', '),
      }
    : { currentModel: undefined, yearFrom: null, yearTo: null, size: '', alternatives: '' };

const yearInput = <InputNumber min={VEHICLE_YEAR_MIN} max={VEHICLE_YEAR_MAX} precision={0} />;

function FitmentsScreen() {
  const t = useVehiclesText();
  const { language } = useFormat();
  const years = useYears();
  const { values, page, go } = useListParams(['make', 'model', 'size'] as const);
  // an import changes the list: it is loaded again
  const [imports, setImports] = useState(0);
  const [exporting, setExporting] = useState(false);
  const sizeValid = !values.size || tyreSizeKey(values.size) !== null;
  const position = (value: VehiclePosition) => t(`fitments.position.${value}`);
  const labels = {
    model: t('fitments.model'),
    yearFrom: t('common.yearFrom'),
    yearTo: t('common.yearTo'),
    position: t('fitments.position'),
    size: t('fitments.size'),
    alternatives: t('fitments.alternatives'),
  };
  const columns: ColumnsType<VehicleFitment> = [
    {
      title: t('fitments.vehicle'),
      key: 'vehicle',
      width: 200,
      render: (_: unknown, f: VehicleFitment) =>
        modelLabel(
          { makeName: f.makeName, makeNameBn: f.makeNameBn, name: f.modelName, nameBn: f.modelNameBn },
          language,
        ),
    },
    {
      title: t('common.years'),
      key: 'years',
      width: 150,
      render: (_: unknown, f: VehicleFitment) => years(f),
    },
    {
      title: labels.position,
      dataIndex: 'position',
      width: 110,
      render: (value: VehiclePosition) => (
        <Tag color={value === 'all' ? 'default' : 'green'}>{position(value)}</Tag>
      ),
    },
    { title: labels.size, dataIndex: 'size', width: 130 },
    { title: labels.alternatives, dataIndex: 'alternatives', render: (sizes: string[]) => sizes.join(', ') },
  ];
  const nameOf = (f: VehicleFitment) =>
    `${modelLabel({ makeName: f.makeName, makeNameBn: f.makeNameBn, name: f.modelName, nameBn: f.modelNameBn }, language)} ${position(f.position)} ${f.size}`;

  return (
    <RecordCrudPage<VehicleFitment, Values, Wire>
      minWidth={880}
      pinned={1}
      title={t('fitments.title')}
      text={{
        new: t('fitments.new'),
        created: t('fitments.created'),
        updated: t('fitments.updated'),
        deleted: t('fitments.deleted'),
      }}
      listKey={`${page}:${values.make}:${values.model}:${sizeValid ? values.size : ''}:${imports}`}
      load={(signal) =>
        getVehicleFitments(
          {
            page,
            size: pageSize,
            make: values.make,
            model: values.model,
            sizeLabel: sizeValid ? values.size : undefined,
          },
          signal,
        )
      }
      paging={{
        page,
        pageSize,
        onPage: (next) => go({ page: next }),
        totalText: (total) => t('fitments.total', { count: total }),
      }}
      headExtra={
        <Button
          loading={exporting}
          onClick={async () => {
            setExporting(true);
            await runWithToasts(downloadFitmentsCsv, t('fitments.exported'));
            setExporting(false);
          }}
        >
          {t('fitments.export')}
        </Button>
      }
      toolbar={
        <>
          <VehiclesNav />
          <FitmentsImport onImported={() => setImports((n) => n + 1)} />
          <div className="dashboard__filters">
            <MakeSelect
              aria-label={t('fitments.makeFilter')}
              placeholder={t('common.allMakes')}
              allowClear
              value={values.make || undefined}
              onChange={(make) => go({ make: make ?? '', model: '' })}
              style={{ minWidth: 180 }}
            />
            <ModelSelect
              key={values.make}
              make={values.make || undefined}
              aria-label={t('fitments.modelFilter')}
              placeholder={t('common.allModels')}
              allowClear
              value={values.model || undefined}
              onChange={(model) => go({ model: model ?? '' })}
              style={{ minWidth: 220 }}
            />
            <Space.Compact>
              <Input.Search
                key={values.size}
                defaultValue={values.size}
                allowClear
                placeholder={t('fitments.sizeFilterPlaceholder')}
                aria-label={t('fitments.sizeFilter')}
                aria-invalid={!sizeValid || undefined}
                status={sizeValid ? undefined : 'error'}
                enterButton={t('common.search')}
                onSearch={(size) => go({ size: size.trim() })}
              />
            </Space.Compact>
            {!sizeValid && (
              <span role="alert" className="vehicles-filter-error">
                {t('fitments.sizeNotValid')}
              </span>
            )}
          </div>
        </>
      }
      columns={columns}
      nameOf={nameOf}
      labels={labels}
      toValues={toValues}
      toWire={toWire}
      schemas={{ create: createVehicleFitmentBodySchema, update: updateVehicleFitmentBodySchema }}
      // sent only once the contract's schema took the form (the years and the position are there)
      create={(wire) => createVehicleFitment(wire as CreateVehicleFitmentBody)}
      update={(id, changes) => updateVehicleFitment(id, changes as UpdateVehicleFitmentBody)}
      remove={deleteVehicleFitment}
      fields={
        <>
          <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.currentModel !== b.currentModel}>
            {({ getFieldValue }) => (
              <Form.Item name="model" label={labels.model} required>
                <ModelSelect
                  placeholder={t('common.chooseModel')}
                  current={getFieldValue('currentModel') as Values['currentModel']}
                />
              </Form.Item>
            )}
          </Form.Item>
          <Space wrap align="start">
            <Form.Item name="yearFrom" label={labels.yearFrom} required>
              {yearInput}
            </Form.Item>
            <Form.Item name="yearTo" label={labels.yearTo} extra={t('common.yearToHelp')}>
              {yearInput}
            </Form.Item>
          </Space>
          <Form.Item name="position" label={labels.position} required>
            <Select<VehiclePosition>
              options={VEHICLE_POSITIONS.map((value) => ({ value, label: position(value) }))}
            />
          </Form.Item>
          <Form.Item name="size" label={labels.size} required extra={t('fitments.sizeHelp')}>
            <Input dir="ltr" maxLength={30} />
          </Form.Item>
          <Form.Item name="alternatives" label={labels.alternatives} extra={t('fitments.alternativesHelp')}>
            <Input dir="ltr" />
          </Form.Item>
        </>
      }
    />
  );
}

/** /dashboard/vehicles/fitments: each model's tyre sizes per position and years, CSV import and export. */
export const VehicleFitmentsPage = vehiclesScreen(FitmentsScreen);
