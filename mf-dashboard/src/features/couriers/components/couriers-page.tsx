import { Form, Input, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Courier } from '@tyre/contracts';
import { getCouriers } from '../../../api/get-couriers';
import { RecordCrudPage } from '../../../components/record-crud-page';
import { useText } from '../../../messages/dictionary';
import { createCourier, createCourierBodySchema } from '../api/create-courier';
import { deleteCourier } from '../api/delete-courier';
import { updateCourier, updateCourierBodySchema } from '../api/update-courier';

interface Values {
  name?: string;
  nameBn?: string;
  trackingUrl?: string;
  active?: boolean;
}

type Wire = { name: string; nameBn: string; trackingUrl: string; active: boolean };

const toWire = (values: Values): Wire => ({
  name: values.name ?? '',
  nameBn: values.nameBn ?? '',
  trackingUrl: values.trackingUrl?.trim() ?? '',
  active: values.active ?? true,
});

const toValues = (courier: Courier | null): Partial<Values> =>
  courier
    ? { name: courier.name, nameBn: courier.nameBn, trackingUrl: courier.trackingUrl, active: courier.active }
    : { name: '', nameBn: '', trackingUrl: '', active: true };

/**
 * /dashboard/couriers: the couriers an order may ship with (offered when an order is marked
 * shipped while active), with their Bangla name and the address of their tracking page.
 */
export function CouriersPage() {
  const t = useText();
  const labels = {
    name: t('couriers.name'),
    nameBn: t('couriers.nameBn'),
    trackingUrl: t('couriers.trackingUrl'),
    active: t('couriers.active'),
  };
  const columns: ColumnsType<Courier> = [
    { title: labels.name, dataIndex: 'name', width: 170 },
    {
      title: labels.nameBn,
      dataIndex: 'nameBn',
      width: 170,
      render: (value: string) => <span lang="bn">{value}</span>,
    },
    {
      title: labels.trackingUrl,
      dataIndex: 'trackingUrl',
      ellipsis: true,
      render: (value: string) =>
        value ? (
          <span dir="ltr" title={value}>
            {value}
          </span>
        ) : (
          t('couriers.noTracking')
        ),
    },
    {
      title: labels.active,
      dataIndex: 'active',
      width: 110,
      render: (active: boolean) =>
        active ? <Tag color="green">{t('couriers.offered')}</Tag> : <Tag>{t('couriers.notOffered')}</Tag>,
    },
  ];
  return (
    <RecordCrudPage<Courier, Values, Wire>
      minWidth={760}
      pinned={1}
      title={t('couriers.title')}
      text={{
        new: t('couriers.new'),
        created: t('couriers.created'),
        updated: t('couriers.updated'),
        deleted: t('couriers.deleted'),
      }}
      load={(signal) => getCouriers(signal)}
      columns={columns}
      nameOf={(courier) => courier.name}
      labels={labels}
      toValues={toValues}
      toWire={toWire}
      schemas={{ create: createCourierBodySchema, update: updateCourierBodySchema }}
      create={(wire) => createCourier(wire)}
      update={(id, changes) => updateCourier(id, changes)}
      remove={deleteCourier}
      fields={
        <>
          <Form.Item name="name" label={labels.name} required>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="nameBn" label={labels.nameBn} required>
            <Input lang="bn" maxLength={60} />
          </Form.Item>
          <Form.Item name="trackingUrl" label={labels.trackingUrl} extra={t('couriers.trackingUrlHelp')}>
            <Input dir="ltr" inputMode="url" placeholder="https://courier.example/track?id={number}" />
          </Form.Item>
          <Form.Item
            name="active"
            label={labels.active}
            valuePropName="checked"
            extra={t('couriers.activeHelp')}
          >
            <Switch />
          </Form.Item>
        </>
      }
    />
  );
}
