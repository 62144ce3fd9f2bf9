import { Button, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { MAX_ARRIVALS, type ProductCard } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { errorMessage, fileUrl, notify, useApi, useFormat } from '@tyre/web-kit';
import { getProducts } from '../../../api/get-products';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { addArrival } from '../api/add-arrival';
import { getArrivals } from '../api/get-arrivals';
import { removeArrival } from '../api/remove-arrival';
import { reorderArrivals } from '../api/reorder-arrivals';
import { LoadError } from '../../../components/load-error';
import { pinFirst } from '../../../lib/responsive-table';
import { useText } from '../../../messages/dictionary';

/** Products whose title matches what the admin types in the picker (server search). */
function useProductMatches(query: string) {
  const [debounced, setDebounced] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), 250);
    return () => clearTimeout(timer);
  }, [query]);
  return useApi(`arrival-picker:${debounced}`, (signal) =>
    getProducts({ search: debounced, page: 0, size: 20, sort: 'title' }, signal),
  );
}

/** /dashboard/arrivals: the home page's new arrivals in order: add, move up or down, remove. */
export function ArrivalsPage() {
  const t = useText();
  const { language, price, number } = useFormat();
  const titleOf = (p: ProductCard) => localized(p, 'title', language);
  const loaded = useApi('dashboard-arrivals', (signal) => getArrivals(signal));
  const [list, setList] = useState<ProductCard[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [query, setQuery] = useState('');
  const matches = useProductMatches(query);
  const arrivals = list ?? loaded.data ?? [];

  /** Runs a write that answers the new list; shows the outcome as a toast. */
  const change = async (write: () => Promise<ProductCard[]>, success: string) => {
    setBusy(true);
    try {
      setList(await write());
      notify.success(success);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = arrivals.map((p) => p._id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    void change(() => reorderArrivals({ productIds: ids }), t('arrivals.orderSaved'));
  };

  const columns: ColumnsType<ProductCard> = [
    {
      title: t('arrivals.position'),
      key: 'position',
      width: 48,
      render: (_: unknown, __: ProductCard, index: number) => number(index + 1),
    },
    {
      title: t('arrivals.image'),
      dataIndex: 'thumbnailImage',
      width: 84,
      responsive: ['sm'],
      render: (name: string) => (
        <img src={fileUrl(name)} alt="" width={48} height={48} style={{ objectFit: 'contain' }} />
      ),
    },
    {
      title: t('arrivals.name'),
      dataIndex: 'title',
      width: 170,
      render: (_: unknown, product: ProductCard) => titleOf(product),
    },
    {
      title: t('arrivals.category'),
      dataIndex: 'categoryName',
      render: (_: unknown, product: ProductCard) => localized(product, 'categoryName', language),
    },
    { title: t('arrivals.price'), dataIndex: 'price', render: (amount: number) => price(amount) },
    {
      title: t('arrivals.status'),
      dataIndex: 'status',
      render: (status: string) =>
        status === 'active' ? null : (
          <Tag>
            {t('arrivals.hidden', { status: status === 'draft' ? t('arrivals.status.draft') : status })}
          </Tag>
        ),
    },
    {
      title: t('arrivals.actions'),
      key: 'actions',
      width: 230,
      render: (_: unknown, product: ProductCard, index: number) => (
        <Space>
          <Button
            size="small"
            disabled={busy || index === 0}
            onClick={() => move(index, -1)}
            aria-label={t('arrivals.moveUp', { title: titleOf(product) })}
          >
            {t('arrivals.up')}
          </Button>
          <Button
            size="small"
            disabled={busy || index === arrivals.length - 1}
            onClick={() => move(index, 1)}
            aria-label={t('arrivals.moveDown', { title: titleOf(product) })}
          >
            {t('arrivals.down')}
          </Button>
          <ConfirmDelete
            name={titleOf(product)}
            onDelete={() => change(() => removeArrival(product._id), t('arrivals.removed'))}
          />
        </Space>
      ),
    },
  ];

  const listed = new Set(arrivals.map((p) => p._id));
  return (
    <section>
      <h1>{t('arrivals.title')}</h1>
      <p>{t('arrivals.intro', { count: number(arrivals.length), max: number(MAX_ARRIVALS) })}</p>
      <div className="dashboard__filters">
        <Select<string>
          aria-label={t('arrivals.addLabel')}
          placeholder={t('arrivals.addPlaceholder')}
          style={{ width: 'min(360px, 100%)' }}
          showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
          value={null}
          loading={matches.loading}
          disabled={busy || arrivals.length >= MAX_ARRIVALS}
          notFoundContent={matches.loading ? t('arrivals.searching') : t('arrivals.noneFound')}
          options={(matches.data?.items ?? []).map((p) => ({
            value: p._id,
            label: titleOf(p),
            disabled: listed.has(p._id),
          }))}
          onChange={(id) => {
            setQuery('');
            void change(() => addArrival({ product: id }), t('arrivals.added'));
          }}
        />
      </div>
      <LoadError state={loaded} />
      <Table<ProductCard>
        rowKey="_id"
        columns={pinFirst(columns, 3)}
        scroll={{ x: 900 }}
        dataSource={arrivals}
        loading={loaded.loading && !list}
        pagination={false}
      />
    </section>
  );
}
