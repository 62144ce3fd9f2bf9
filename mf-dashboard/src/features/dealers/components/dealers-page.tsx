import { Button, Checkbox, Form, Input, InputNumber, Select, Switch, Tag, type UploadFile } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Dealer, DealerServiceKind, WeekDay } from '@tyre/contracts';
import {
  DEALER_CSV_COLUMNS,
  DEALER_SERVICES,
  DISTRICT_DETAILS,
  WEEK_DAYS,
  districtName,
} from '@tyre/contracts/constants';
import { localized } from '@tyre/contracts/localized';
import { fileUrl, Messages, useApi, useFormat } from '@tyre/web-kit';
import { CsvImport, csvImportText } from '../../../components/csv-import';
import { pickedFiles } from '../../../components/image-upload';
import { getCategories } from '../../../api/get-categories';
import { RecordCrudPage } from '../../../components/record-crud-page';
import { oneOf, pageParam } from '../../../lib/query';
import { runWithToasts } from '../../../lib/run-with-toasts';
import { createDealer, createDealerBodySchema, type CreateDealerBody } from '../api/create-dealer';
import { deleteDealer } from '../api/delete-dealer';
import { deleteDealerPhoto } from '../api/delete-dealer-photo';
import { downloadDealersCsv } from '../api/download-dealers-csv';
import { importDealers } from '../api/import-dealers';
import { setDealerPhoto } from '../api/set-dealer-photo';
import { getDealers } from '../api/get-dealers';
import { updateDealer, updateDealerBodySchema } from '../api/update-dealer';
import { dealersDictionary, useDealersText } from '../messages/dictionary';
import { PhotoField } from './photo-field';
import './dealers.css';

interface Values {
  name?: string;
  nameBn?: string;
  district?: string;
  upazila?: string;
  upazilaBn?: string;
  address?: string;
  addressBn?: string;
  phones?: string;
  email?: string;
  days?: WeekDay[];
  opens?: string;
  closes?: string;
  services?: DealerServiceKind[];
  categories?: string[];
  lat?: number | null;
  lng?: number | null;
  authNumber?: string;
  slug?: string;
  listed?: boolean;
  /** a new photo picked; the one it has (its card size) and whether to remove it */
  photo?: UploadFile[];
  photoThumb?: string;
  removePhoto?: boolean;
}

const pageSize = 20;

// the location map and Leaflet: a chunk of its own, loaded when the form opens
const LocationMap = lazy(() => import('./location-map').then((module) => ({ default: module.LocationMap })));
const LISTED = ['true', 'false'] as const;

const toWire = (v: Values): CreateDealerBody => ({
  name: v.name?.trim() ?? '',
  nameBn: v.nameBn?.trim() ?? '',
  district: (v.district ?? '') as CreateDealerBody['district'],
  upazila: v.upazila?.trim() ?? '',
  upazilaBn: v.upazilaBn?.trim() ?? '',
  address: v.address?.trim() ?? '',
  addressBn: v.addressBn?.trim() ?? '',
  phones: (v.phones ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean),
  email: v.email?.trim() ?? '',
  hours: { days: v.days ?? [], opens: v.opens?.trim() ?? '', closes: v.closes?.trim() ?? '' },
  services: v.services ?? [],
  categories: v.categories ?? [],
  lat: v.lat ?? Number.NaN,
  lng: v.lng ?? Number.NaN,
  listed: v.listed ?? true,
  authNumber: v.authNumber?.trim() || undefined,
  slug: v.slug?.trim() || undefined,
});

const toValues = (d: Dealer | null): Partial<Values> =>
  d
    ? {
        name: d.name,
        nameBn: d.nameBn,
        district: d.district,
        upazila: d.upazila,
        upazilaBn: d.upazilaBn,
        address: d.address,
        addressBn: d.addressBn,
        phones: d.phones.join(', '),
        email: d.email,
        days: d.hours.days,
        opens: d.hours.opens,
        closes: d.hours.closes,
        services: d.services,
        categories: d.categories.map((c) => c.slug),
        lat: d.lat,
        lng: d.lng,
        authNumber: d.authNumber,
        slug: d.slug,
        listed: d.listed,
        photo: [],
        photoThumb: d.photo?.thumb ?? '',
        removePhoto: false,
      }
    : {
        name: '',
        nameBn: '',
        upazila: '',
        upazilaBn: '',
        address: '',
        addressBn: '',
        phones: '',
        email: '',
        days: ['Sa', 'Su', 'Mo', 'Tu', 'We', 'Th'],
        opens: '09:00',
        closes: '20:00',
        services: ['fitting'],
        categories: [],
        lat: null,
        lng: null,
        authNumber: '',
        slug: '',
        listed: true,
        photo: [],
        photoThumb: '',
        removePhoto: false,
      };

/** After the dealer's fields are saved: the photo picked is sent, or the one it had removed. */
async function savePhoto(dealerId: string, values: Values): Promise<void> {
  const [file] = pickedFiles(values.photo);
  if (file) await setDealerPhoto(dealerId, file);
  else if (values.removePhoto && values.photoThumb) await deleteDealerPhoto(dealerId);
}

function DealersScreen() {
  const t = useDealersText();
  const { language } = useFormat();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const listed = oneOf(LISTED, params.get('listed'));
  const page = pageParam(params.get('page'));
  const [version, setVersion] = useState(0);
  const [exporting, setExporting] = useState(false);
  const { number } = useFormat();
  const go = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    if (!('page' in changes)) next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || (key === 'page' && value === 0)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };
  const categories = useApi('dashboard-category-options', (signal) => getCategories(signal));
  const labels: Record<string, string> = Object.fromEntries(
    [
      'name',
      'nameBn',
      'district',
      'upazila',
      'upazilaBn',
      'address',
      'addressBn',
      'phones',
      'email',
      'services',
      'categories',
      'lat',
      'lng',
      'authNumber',
      'slug',
      'listed',
    ].map((key) => [key, t(`fields.${key}` as 'fields.name')]),
  );
  Object.assign(labels, {
    hours: t('fields.days'),
    'hours.opens': t('fields.opens'),
    'hours.closes': t('fields.closes'),
  });
  const nameOf = (d: Dealer) => localized(d, 'name', language);
  const columns: ColumnsType<Dealer> = [
    {
      title: t('fields.photo'),
      dataIndex: 'photo',
      width: 72,
      render: (photo: Dealer['photo']) =>
        photo ? (
          <img src={fileUrl(photo.thumb)} alt="" width={48} height={48} className="dealer-photo-cell" />
        ) : null,
    },
    {
      title: labels.name,
      dataIndex: 'name',
      width: 220,
      render: (_: string, d: Dealer) => (
        <>
          <a href={`/dealers/${encodeURIComponent(d.slug)}`} target="_blank" rel="noreferrer">
            {d.name}
          </a>
          {d.nameBn && (
            <div lang="bn" className="dashboard__muted">
              {d.nameBn}
            </div>
          )}
        </>
      ),
    },
    {
      title: labels.district,
      dataIndex: 'district',
      width: 150,
      render: (district: string, d: Dealer) =>
        `${localized(d, 'upazila', language)}, ${districtName(district, language)}`,
    },
    {
      title: labels.phones,
      dataIndex: 'phones',
      width: 140,
      render: (phones: string[]) => phones.join(', '),
    },
    { title: labels.authNumber, dataIndex: 'authNumber', width: 140 },
    {
      title: labels.services,
      dataIndex: 'services',
      render: (services: DealerServiceKind[]) => services.map((s) => <Tag key={s}>{t(`services.${s}`)}</Tag>),
    },
    {
      title: labels.listed,
      dataIndex: 'listed',
      width: 110,
      render: (value: boolean, d: Dealer) => (
        <Switch
          checked={value}
          checkedChildren={t('listedOn')}
          unCheckedChildren={t('listedOff')}
          aria-label={t('listedToggle', { name: d.name })}
          onChange={async (next) => {
            if (await runWithToasts(() => updateDealer(d._id, { listed: next }), t('listedSaved')))
              setVersion((n) => n + 1);
          }}
        />
      ),
    },
  ];
  return (
    <RecordCrudPage<Dealer, Values, CreateDealerBody>
      minWidth={1000}
      title={t('title')}
      text={{ new: t('new'), created: t('created'), updated: t('updated'), deleted: t('deleted') }}
      listKey={`${page}:${search}:${listed}:${version}`}
      load={(signal) => getDealers({ page, size: pageSize, search, listed }, signal)}
      paging={{
        page,
        pageSize,
        onPage: (next) => go({ page: next }),
        totalText: (total) => t('total', { count: total }),
      }}
      headExtra={
        <Button
          loading={exporting}
          onClick={async () => {
            setExporting(true);
            await runWithToasts(downloadDealersCsv, t('exported'));
            setExporting(false);
          }}
        >
          {t('export')}
        </Button>
      }
      toolbar={
        <>
          <details className="dealers-import">
            <summary>{t('import.open')}</summary>
            <CsvImport
              text={csvImportText(t, DEALER_CSV_COLUMNS)}
              send={importDealers}
              done={(r) =>
                t('import.done', {
                  rows: number(r.rows),
                  created: number(r.created),
                  updated: number(r.updated),
                  unchanged: number(r.unchanged),
                })
              }
              onImported={() => setVersion((n) => n + 1)}
            />
          </details>
          <div className="dashboard__filters">
            <Input.Search
              key={search}
              defaultValue={search}
              allowClear
              placeholder={t('searchPlaceholder')}
              aria-label={t('searchLabel')}
              enterButton={t('search')}
              onSearch={(value) => go({ search: value.trim() })}
            />
            <Select
              aria-label={t('listedFilter')}
              value={listed}
              style={{ minWidth: 160 }}
              onChange={(value: string) => go({ listed: value })}
              options={[
                { value: '', label: t('all') },
                { value: 'true', label: t('listedOnly') },
                { value: 'false', label: t('unlistedOnly') },
              ]}
            />
          </div>
        </>
      }
      columns={columns}
      nameOf={nameOf}
      labels={labels}
      toValues={toValues}
      toWire={toWire}
      schemas={{ create: createDealerBodySchema, update: updateDealerBodySchema }}
      create={async (wire, values) => {
        const dealer = await createDealer(wire);
        await savePhoto(dealer._id, values);
        return dealer;
      }}
      update={async (id, changes, values) => {
        const dealer = await updateDealer(id, changes);
        await savePhoto(id, values);
        return dealer;
      }}
      remove={deleteDealer}
      fields={
        <>
          <Form.Item name="name" label={labels.name} required>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="nameBn" label={labels.nameBn}>
            <Input lang="bn" maxLength={120} />
          </Form.Item>
          <Form.Item name="district" label={labels.district} required>
            <Select
              showSearch
              optionFilterProp="label"
              options={DISTRICT_DETAILS.map((d) => ({
                value: d.name,
                label: language === 'bn' ? `${d.bn} (${d.divisionBn})` : `${d.name} (${d.division})`,
              }))}
            />
          </Form.Item>
          <Form.Item name="upazila" label={labels.upazila} required>
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item name="upazilaBn" label={labels.upazilaBn}>
            <Input lang="bn" maxLength={80} />
          </Form.Item>
          <Form.Item name="address" label={labels.address} required>
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item name="addressBn" label={labels.addressBn}>
            <Input lang="bn" maxLength={300} />
          </Form.Item>
          <Form.Item name="phones" label={labels.phones} extra={t('fields.phonesHelp')} required>
            <Input inputMode="tel" maxLength={100} />
          </Form.Item>
          <Form.Item name="email" label={labels.email}>
            <Input type="email" maxLength={254} />
          </Form.Item>
          <Form.Item name="days" label={t('fields.days')} required>
            <Checkbox.Group options={WEEK_DAYS.map((d) => ({ value: d, label: t(`days.${d}`) }))} />
          </Form.Item>
          <Form.Item name="opens" label={t('fields.opens')} required>
            <Input type="time" />
          </Form.Item>
          <Form.Item name="closes" label={t('fields.closes')} required>
            <Input type="time" />
          </Form.Item>
          <Form.Item name="services" label={labels.services}>
            <Checkbox.Group options={DEALER_SERVICES.map((s) => ({ value: s, label: t(`services.${s}`) }))} />
          </Form.Item>
          <Form.Item name="categories" label={labels.categories}>
            <Select
              mode="multiple"
              loading={categories.loading}
              options={(categories.data ?? []).map((c) => ({
                value: c.slug,
                label: localized(c, 'name', language),
              }))}
            />
          </Form.Item>
          <Form.Item name="lat" label={labels.lat} extra={t('fields.latLngHelp')} required>
            <InputNumber min={20.3} max={26.8} step={0.0001} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="lng" label={labels.lng} required>
            <InputNumber min={87.9} max={92.8} step={0.0001} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('fields.location')} extra={t('fields.locationHelp')}>
            <div className="dealer-location">
              <Suspense fallback={null}>
                <LocationMap />
              </Suspense>
            </div>
          </Form.Item>
          <Form.Item name="authNumber" label={labels.authNumber} extra={t('fields.authNumberHelp')}>
            <Input dir="ltr" maxLength={30} />
          </Form.Item>
          <Form.Item name="slug" label={labels.slug}>
            <Input dir="ltr" maxLength={120} />
          </Form.Item>
          <PhotoField />
          <Form.Item name="listed" label={labels.listed} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      }
    />
  );
}

/** /dashboard/dealers: every dealer (listed or hidden), searched; create, edit, list or unlist, delete. */
export function DealersPage() {
  return (
    <Messages dictionary={dealersDictionary}>
      <DealersScreen />
    </Messages>
  );
}
