import { Button, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { MAX_ARRIVALS, type ProductCard } from '@tyre/contracts';
import { errorMessage, fileUrl, formatBdt, notify, useApi } from '@tyre/web-kit';
import { getProducts } from '../../../api/get-products';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { addArrival } from '../api/add-arrival';
import { getArrivals } from '../api/get-arrivals';
import { removeArrival } from '../api/remove-arrival';
import { reorderArrivals } from '../api/reorder-arrivals';
import { LoadError } from '../../../components/load-error';
import { pinFirst } from '../../../lib/responsive-table';

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
    void change(() => reorderArrivals({ productIds: ids }), 'Order saved');
  };

  const columns: ColumnsType<ProductCard> = [
    {
      title: '#',
      key: 'position',
      width: 48,
      render: (_: unknown, __: ProductCard, index: number) => index + 1,
    },
    {
      title: 'Image',
      dataIndex: 'thumbnailImage',
      width: 84,
      responsive: ['sm'],
      render: (name: string) => (
        <img src={fileUrl(name)} alt="" width={48} height={48} style={{ objectFit: 'contain' }} />
      ),
    },
    { title: 'Title', dataIndex: 'title', width: 170 },
    { title: 'Category', dataIndex: 'categoryName' },
    { title: 'Price', dataIndex: 'price', render: (price: number) => formatBdt(price) },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: string) => (status === 'active' ? null : <Tag>{status}: hidden from visitors</Tag>),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 230,
      render: (_: unknown, product: ProductCard, index: number) => (
        <Space>
          <Button
            size="small"
            disabled={busy || index === 0}
            onClick={() => move(index, -1)}
            aria-label={`Move ${product.title} up`}
          >
            Up
          </Button>
          <Button
            size="small"
            disabled={busy || index === arrivals.length - 1}
            onClick={() => move(index, 1)}
            aria-label={`Move ${product.title} down`}
          >
            Down
          </Button>
          <ConfirmDelete
            name={product.title}
            onDelete={() => change(() => removeArrival(product._id), 'Removed from the new arrivals')}
          />
        </Space>
      ),
    },
  ];

  const listed = new Set(arrivals.map((p) => p._id));
  return (
    <section>
      <h1>New arrivals</h1>
      <p>
        Shown on the home page in this order ({arrivals.length} of at most {MAX_ARRIVALS}).
      </p>
      <div className="dashboard__filters">
        <Select<string>
          aria-label="Add a product"
          placeholder="Search a product by title"
          style={{ width: 'min(360px, 100%)' }}
          showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
          value={null}
          loading={matches.loading}
          disabled={busy || arrivals.length >= MAX_ARRIVALS}
          notFoundContent={matches.loading ? 'Searching…' : 'No product found'}
          options={(matches.data?.products ?? []).map((p) => ({
            value: p._id,
            label: p.title,
            disabled: listed.has(p._id),
          }))}
          onChange={(id) => {
            setQuery('');
            void change(() => addArrival({ product: id }), 'Added to the new arrivals');
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
