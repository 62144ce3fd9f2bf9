import { Alert, Form, InputNumber, Select } from 'antd';
import { useEffect } from 'react';
import type { Order, PathaoBookingResult, PathaoPlace } from '@tyre/contracts';
import {
  districtName,
  PATHAO_DELIVERY_TYPES,
  PATHAO_WEIGHT,
  type PathaoDeliveryType,
} from '@tyre/contracts/constants';
import { useApi, useFormat } from '@tyre/web-kit';
import { getPathaoAreas } from '../../api/get-pathao-areas';
import { getPathaoDestination } from '../../api/get-pathao-destination';
import { getPathaoZones } from '../../api/get-pathao-zones';
import { useShippingText } from '../../shipping-messages/dictionary';
import { pathaoProblem, waitsForPathao } from './pathao-problem';
import { PathaoResolve } from './pathao-resolve';

/** What the admin chose for one order (a city and zone are needed; the area is optional). */
export interface ParcelChoice {
  city?: number;
  zone?: number;
  area?: number;
  weight?: number;
  deliveryType: PathaoDeliveryType;
  /** Set once the proposal filled it in (a proposal never overwrites the admin's choice). */
  proposed?: boolean;
  /** The parcel's weight worked out from its tyres (kg), when heavier than Pathao takes. */
  tooHeavy?: number;
}

export type ChoiceProblems = Partial<Record<'city' | 'zone' | 'weight', string>>;

const noPlaces = (): Promise<PathaoPlace[]> => Promise.resolve([]);
const byName = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '')
    .toLowerCase()
    .includes(input.toLowerCase());

/** A searchable choice from one of Pathao's lists (a city, zone or area), with its label and message. */
function PlaceSelect(p: {
  id: string;
  label: string;
  required?: boolean;
  problem?: 'error';
  help?: string;
  value: number | undefined;
  disabled?: boolean;
  loading?: boolean;
  placeholder: string;
  options: { value: number; label: string }[];
  /** undefined: cleared (only an optional choice may be) */
  onChange: (value: number | undefined) => void;
}) {
  const t = useShippingText();
  return (
    <Form.Item
      layout="vertical"
      label={p.label}
      htmlFor={p.id}
      validateStatus={p.problem}
      help={p.help}
      required={p.required}
    >
      <Select<number>
        id={p.id}
        allowClear={!p.required}
        showSearch={{ filterOption: byName }}
        value={p.value}
        disabled={p.disabled}
        loading={p.loading}
        placeholder={p.placeholder}
        options={p.options}
        notFoundContent={t('pathao.noMatch')}
        onChange={(value?: number) => p.onChange(value)}
      />
    </Form.Item>
  );
}

/**
 * One order of a Pathao booking: its reference, where it goes (district and thana) and what
 * Pathao collects; the city (from Pathao's kept list), the zone of that city and an area of that
 * zone, each proposed from the order (the API's proposal) and chosen by the admin; the weight and
 * the delivery type. After a booking that failed: why, and for an unanswered call, the form that
 * settles it.
 */
export function PathaoParcelFields({
  order,
  cities,
  value,
  onChange,
  problems,
  outcome,
  onShipped,
  onReleased,
}: {
  order: Order;
  cities: PathaoPlace[];
  value: ParcelChoice;
  onChange: (next: ParcelChoice) => void;
  problems: ChoiceProblems;
  outcome: PathaoBookingResult | undefined;
  onShipped: (order: Order) => void;
  onReleased: () => void;
}) {
  const t = useShippingText();
  const { price, language, number } = useFormat();
  const destination = useApi(`pathao-destination:${order._id}`, (signal) =>
    getPathaoDestination(order._id, signal),
  );
  const zones = useApi(`pathao-zones:${value.city ?? 0}`, (signal) =>
    value.city ? getPathaoZones(value.city, signal) : noPlaces(),
  );
  const areas = useApi(`pathao-areas:${value.zone ?? 0}`, (signal) =>
    value.zone ? getPathaoAreas(value.zone, signal) : Promise.resolve([]),
  );

  // the proposal fills in what the admin has not chosen yet, once
  const proposal = destination.data;
  useEffect(() => {
    if (!proposal || value.proposed) return;
    onChange({
      ...value,
      city: value.city ?? proposal.city?.id,
      zone: value.zone ?? proposal.zone?.id,
      area: value.area ?? proposal.area?.id,
      weight: value.weight ?? proposal.weight,
      ...(proposal.tooHeavy ? { tooHeavy: proposal.estimatedWeight } : {}),
      proposed: true,
    });
  }, [proposal, value, onChange]);

  const id = (field: string) => `pathao-${order._id}-${field}`;
  const district = districtName(order.customer.district, language);
  const cod = order.payment.paymentType === 'Cash on Delivery';
  const status = (field: keyof ChoiceProblems) => (problems[field] ? ('error' as const) : undefined);
  const cityOptions = cities.map((c) => ({ value: c.id, label: c.name }));
  const zoneOptions = (zones.data ?? []).map((z) => ({ value: z.id, label: z.name }));
  const areaOptions = (areas.data ?? []).map((a) => ({
    value: a.id,
    label: a.homeDelivery ? a.name : t('pathao.noHomeDelivery', { name: a.name }),
  }));
  const hint = (field: 'city' | 'zone') => {
    if (!proposal || problems[field]) return problems[field];
    if (field === 'city' && !proposal.city) return t('pathao.noCity', { district });
    if (field === 'zone' && proposal.city && !proposal.zone && value.city === proposal.city.id)
      return t('pathao.noZone', { thana: order.customer.thana });
    return undefined;
  };

  return (
    <fieldset className="shipping__parcel" data-testid={`pathao-parcel-${order.reference}`}>
      <legend className="shipping__parcel-title">
        {t('pathao.order', { reference: order.reference })}
        <span className="shipping__parcel-where">
          {t('pathao.destination', { district, thana: order.customer.thana })}
        </span>
      </legend>
      <p className="shipping__collect">
        {cod ? t('pathao.collect', { amount: price(order.total) }) : t('pathao.collectNothing')}
      </p>
      {value.tooHeavy !== undefined && !outcome?.booked && (
        <Alert
          type="warning"
          showIcon
          className="shipping__problem"
          data-testid={`pathao-too-heavy-${order.reference}`}
          title={t('pathao.tooHeavy', { kg: number(value.tooHeavy), max: number(PATHAO_WEIGHT.max) })}
        />
      )}
      {outcome?.booked && outcome.order ? (
        <Alert
          type="success"
          showIcon
          title={t('pathao.booked', {
            reference: order.reference,
            consignment: outcome.order.shipment?.consignmentId ?? '—',
          })}
        />
      ) : (
        <>
          {outcome && !waitsForPathao(outcome) && (
            <Alert type="error" showIcon title={pathaoProblem(t, outcome)} className="shipping__problem" />
          )}
          {waitsForPathao(outcome) ? (
            <PathaoResolve order={order} onShipped={onShipped} onReleased={onReleased} />
          ) : (
            <div className="shipping__grid">
              <PlaceSelect
                id={id('city')}
                label={t('pathao.city')}
                required
                problem={status('city')}
                help={hint('city')}
                value={value.city}
                placeholder={t('pathao.chooseCity')}
                options={cityOptions}
                onChange={(city) => onChange({ ...value, city, zone: undefined, area: undefined })}
              />
              <PlaceSelect
                id={id('zone')}
                label={t('pathao.zone')}
                required
                problem={status('zone')}
                help={hint('zone')}
                value={value.zone}
                disabled={!value.city}
                loading={zones.loading}
                placeholder={value.city ? t('pathao.chooseZone') : t('pathao.chooseCityFirst')}
                options={zoneOptions}
                onChange={(zone) => onChange({ ...value, zone, area: undefined })}
              />
              <PlaceSelect
                id={id('area')}
                label={t('pathao.area')}
                value={value.area}
                disabled={!value.zone}
                loading={areas.loading}
                placeholder={value.zone ? t('pathao.chooseArea') : t('pathao.chooseZoneFirst')}
                options={areaOptions}
                onChange={(area) => onChange({ ...value, area })}
              />
              <Form.Item
                layout="vertical"
                label={t('pathao.weight')}
                htmlFor={id('weight')}
                validateStatus={status('weight')}
                help={problems.weight}
                required
              >
                <InputNumber
                  id={id('weight')}
                  min={PATHAO_WEIGHT.min}
                  max={PATHAO_WEIGHT.max}
                  step={0.5}
                  value={value.weight}
                  onChange={(weight) => onChange({ ...value, weight: weight ?? undefined })}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Form.Item layout="vertical" label={t('pathao.deliveryType')} htmlFor={id('delivery')}>
                <Select
                  id={id('delivery')}
                  value={value.deliveryType}
                  options={PATHAO_DELIVERY_TYPES.map((type) => ({
                    value: type,
                    label: type === 48 ? t('pathao.normal') : t('pathao.onDemand'),
                  }))}
                  onChange={(deliveryType: PathaoDeliveryType) => onChange({ ...value, deliveryType })}
                />
              </Form.Item>
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
