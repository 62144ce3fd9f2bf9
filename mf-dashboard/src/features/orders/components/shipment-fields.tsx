import { Form, Input, Select, type FormInstance } from 'antd';
import { localized } from '@tyre/contracts/localized';
import { useApi, useLanguage } from '@tyre/web-kit';
import { getCouriers } from '../../../api/get-couriers';
import { useText } from '../../../messages/dictionary';

/** What the shipping fields hold (both optional). */
export interface ShipmentValues {
  courier?: string | null;
  trackingNumber?: string;
}

/** The body's part of a move to shipped: only what was given. */
export function shipmentOf(values: ShipmentValues): { courier?: string; trackingNumber?: string } {
  const trackingNumber = values.trackingNumber?.trim();
  return {
    ...(values.courier ? { courier: values.courier } : {}),
    ...(trackingNumber ? { trackingNumber } : {}),
  };
}

/**
 * Asked with a move to shipped: the courier (one of the active couriers, in the language shown)
 * and its tracking or consignment number, both optional; a field's error shows under it.
 */
export function ShipmentFields({ form }: { form: FormInstance<ShipmentValues> }) {
  const t = useText();
  const language = useLanguage();
  const couriers = useApi('dashboard-active-couriers', (signal) => getCouriers(signal));
  const options = (couriers.data ?? [])
    .filter((courier) => courier.active)
    .map((courier) => ({ value: courier._id, label: localized(courier, 'name', language) }));
  // a field's message goes once it is edited
  const clearEdited = (changed: Partial<ShipmentValues>) =>
    form.setFields(Object.keys(changed).map((name) => ({ name: name as never, errors: [] })));
  return (
    <Form<ShipmentValues>
      form={form}
      layout="vertical"
      name="shipment"
      className="dashboard__shipment"
      onValuesChange={clearEdited}
      component="fieldset"
    >
      <legend>{t('orders.shipmentTitle')}</legend>
      <Form.Item
        name="courier"
        label={t('orders.courierOptional')}
        extra={couriers.error ? t('orders.couriersNotLoaded') : undefined}
      >
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('orders.chooseCourier')}
          loading={couriers.loading}
          options={options}
          notFoundContent={t('orders.noCouriers')}
        />
      </Form.Item>
      <Form.Item
        name="trackingNumber"
        label={t('orders.trackingNumberOptional')}
        extra={t('orders.trackingNumberHelp')}
      >
        <Input maxLength={60} autoComplete="off" spellCheck={false} />
      </Form.Item>
    </Form>
  );
}
