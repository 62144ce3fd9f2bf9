import { Button, Input, Segmented, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ProductCard } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { fileUrl, Price, useApi, useFormat } from '@tyre/web-kit';
import { useText } from '../../../messages/dictionary';
import { getProducts } from '../../../api/get-products';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { runWithToasts } from '../../../lib/run-with-toasts';
import { deleteProduct } from '../api/delete-product';
import { LoadError } from '../../../components/load-error';
import { pinFirst } from '../../../lib/responsive-table';

const pageSize = 20;
const statuses = ['all', 'active', 'draft'] as const;
type StatusFilter = (typeof statuses)[number];

/**
 * /dashboard/products: every product, drafts included (admin token), searched by `?search=`
 * (the header's search and this page's own box), filtered by `?status=`, 20 a page.
 */
export function ProductsTablePage() {
  const navigate = useNavigate();
  const t = useText();
  const { language, number } = useFormat();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const status = (statuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as StatusFilter)
    : 'all';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const state = useApi(`dashboard-products:${page}:${search}:${status}`, (signal) =>
    getProducts({ page, size: pageSize, search, status: status === 'all' ? undefined : status }, signal),
  );

  const go = (next: { search?: string; status?: StatusFilter; page?: number }) => {
    const merged = { search, status, page: 0, ...next };
    const query: Record<string, string> = {};
    if (merged.search) query.search = merged.search;
    if (merged.status !== 'all') query.status = merged.status;
    if (merged.page > 0) query.page = String(merged.page);
    setParams(query);
  };

  const remove = async (product: ProductCard) => {
    if (await runWithToasts(() => deleteProduct(product._id), t('products.deleted'))) state.reload();
  };

  const columns: ColumnsType<ProductCard> = [
    {
      title: t('products.image'),
      dataIndex: 'thumbnailImage',
      width: 84,
      responsive: ['sm'],
      render: (name: string) =>
        name ? (
          <img src={fileUrl(name)} alt="" width={48} height={48} style={{ objectFit: 'contain' }} />
        ) : null,
    },
    {
      title: t('products.name'),
      key: 'title',
      width: 180,
      render: (_: unknown, product: ProductCard) => localized(product, 'title', language),
    },
    {
      title: t('products.category'),
      key: 'category',
      render: (_: unknown, product: ProductCard) => localized(product, 'categoryName', language),
    },
    { title: t('products.size'), dataIndex: 'sizeLabel' },
    {
      title: t('products.price'),
      key: 'price',
      render: (_: unknown, product: ProductCard) => <Price product={product} />,
    },
    { title: t('products.stock'), dataIndex: 'stock', width: 80, render: (v: number) => number(v) },
    {
      title: t('products.status'),
      dataIndex: 'status',
      width: 90,
      render: (value: ProductCard['status']) => (
        <Tag color={value === 'active' ? 'green' : 'default'}>{t(`products.status.${value}`)}</Tag>
      ),
    },
    {
      title: t('record.actions'),
      key: 'actions',
      width: 160,
      render: (_: unknown, product: ProductCard) => (
        <Space>
          <Link
            to={`/dashboard/products/update/${product.slug}`}
            aria-label={t('record.editName', { name: product.title })}
          >
            {t('record.edit')}
          </Link>
          <ConfirmDelete name={product.title} onDelete={() => remove(product)} />
        </Space>
      ),
    },
  ];

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{search ? t('products.matching', { search }) : t('products.title')}</h1>
        <Button type="primary" onClick={() => navigate('/dashboard/products/create')}>
          {t('products.new')}
        </Button>
      </div>
      <div className="dashboard__filters">
        <Input.Search
          key={search}
          defaultValue={search}
          placeholder={t('products.filterPlaceholder')}
          allowClear
          onSearch={(value) => go({ search: value.trim() })}
          aria-label={t('products.filterLabel')}
        />
        <Segmented<StatusFilter>
          value={status}
          onChange={(value) => go({ status: value })}
          options={[
            { value: 'all', label: t('products.all') },
            { value: 'active', label: t('products.active') },
            { value: 'draft', label: t('products.drafts') },
          ]}
        />
      </div>
      <LoadError state={state} />
      <Table<ProductCard>
        rowKey="_id"
        columns={pinFirst(columns, 2)}
        scroll={{ x: 1000 }}
        dataSource={state.data?.items ?? []}
        loading={state.loading}
        pagination={{
          current: page + 1,
          pageSize,
          total: state.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('products.total', { count: total }),
          onChange: (next) => go({ page: next - 1 }),
        }}
      />
    </section>
  );
}
