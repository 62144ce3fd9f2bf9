import { Form, Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { VehicleMake } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { useApi, useFormat } from '@tyre/web-kit';
import { getCategories } from '../../../api/get-categories';
import { RecordCrudPage } from '../../../components/record-crud-page';
import {
  createVehicleMake,
  createVehicleMakeBodySchema,
  type CreateVehicleMakeBody,
} from '../api/create-vehicle-make';
import { deleteVehicleMake } from '../api/delete-vehicle-make';
import { getVehicleMakes } from '../api/get-vehicle-makes';
import { updateVehicleMake, updateVehicleMakeBodySchema } from '../api/update-vehicle-make';
import { useVehiclesText } from '../messages/dictionary';
import { useListParams } from './use-list-params';
import { VehiclesNav } from './vehicles-nav';
import { vehiclesScreen } from './vehicles-screen';

interface Values {
  name?: string;
  nameBn?: string;
  slug?: string;
}

const pageSize = 20;

const toWire = (values: Values): CreateVehicleMakeBody => ({
  name: values.name?.trim() ?? '',
  nameBn: values.nameBn?.trim() ?? '',
  slug: values.slug?.trim() || undefined,
});

const toValues = (make: VehicleMake | null): Partial<Values> =>
  make ? { name: make.name, nameBn: make.nameBn, slug: make.slug } : { name: '', nameBn: '', slug: '' };

function MakesScreen() {
  const t = useVehiclesText();
  const { language, number } = useFormat();
  const { values, page, go } = useListParams(['search'] as const);
  // the types are the catalogue's categories: their names in the language shown
  const categories = useApi('dashboard-category-options', (signal) => getCategories(signal));
  const typeName = (slug: string) => {
    const category = categories.data?.find((c) => c.slug === slug);
    return category ? localized(category, 'name', language) : slug;
  };
  const labels = { name: t('common.name'), nameBn: t('common.nameBn'), slug: t('common.slug') };
  const columns: ColumnsType<VehicleMake> = [
    { title: labels.name, dataIndex: 'name', width: 160 },
    {
      title: labels.nameBn,
      dataIndex: 'nameBn',
      width: 160,
      render: (value: string) => <span lang="bn">{value}</span>,
    },
    { title: labels.slug, dataIndex: 'slug', width: 150 },
    {
      title: t('makes.types'),
      dataIndex: 'types',
      render: (types: string[]) => types.map((slug) => <Tag key={slug}>{typeName(slug)}</Tag>),
    },
    {
      title: t('makes.models'),
      dataIndex: 'modelCount',
      width: 90,
      render: (count: number) => number(count),
    },
  ];
  return (
    <RecordCrudPage<VehicleMake, Values, CreateVehicleMakeBody>
      minWidth={820}
      title={t('makes.title')}
      text={{
        new: t('makes.new'),
        created: t('makes.created'),
        updated: t('makes.updated'),
        deleted: t('makes.deleted'),
      }}
      listKey={`${page}:${values.search}`}
      load={(signal) => getVehicleMakes({ page, size: pageSize, search: values.search }, signal)}
      paging={{
        page,
        pageSize,
        onPage: (next) => go({ page: next }),
        totalText: (total) => t('makes.total', { count: total }),
      }}
      toolbar={
        <>
          <VehiclesNav />
          <div className="dashboard__filters">
            <Input.Search
              key={values.search}
              defaultValue={values.search}
              allowClear
              placeholder={t('makes.searchPlaceholder')}
              aria-label={t('makes.searchLabel')}
              enterButton={t('common.search')}
              onSearch={(search) => go({ search: search.trim() })}
            />
          </div>
        </>
      }
      columns={columns}
      nameOf={(make) => localized(make, 'name', language)}
      labels={labels}
      toValues={toValues}
      toWire={toWire}
      schemas={{ create: createVehicleMakeBodySchema, update: updateVehicleMakeBodySchema }}
      create={createVehicleMake}
      update={updateVehicleMake}
      remove={deleteVehicleMake}
      fields={
        <>
          <Form.Item name="name" label={labels.name} required>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="nameBn" label={labels.nameBn}>
            <Input lang="bn" maxLength={60} />
          </Form.Item>
          <Form.Item name="slug" label={labels.slug} extra={t('makes.slugHelp')}>
            <Input dir="ltr" maxLength={80} />
          </Form.Item>
        </>
      }
    />
  );
}

/** /dashboard/vehicles: the vehicle makes (Bajaj, Toyota …), 20 a page, searched by name. */
export const VehicleMakesPage = vehiclesScreen(MakesScreen);
