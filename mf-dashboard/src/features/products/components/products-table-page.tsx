import { Button, Input, Segmented, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ProductCard } from '@tyre/contracts';
import { fileUrl, Price, useApi } from '@tyre/web-kit';
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
    if (await runWithToasts(() => deleteProduct(product._id), 'Product deleted')) state.reload();
  };

  const columns: ColumnsType<ProductCard> = [
    {
      title: 'Image',
      dataIndex: 'thumbnailImage',
      width: 84,
      responsive: ['sm'],
      render: (name: string) =>
        name ? (
          <img src={fileUrl(name)} alt="" width={48} height={48} style={{ objectFit: 'contain' }} />
        ) : null,
    },
    { title: 'Title', dataIndex: 'title', width: 180 },
    { title: 'Category', dataIndex: 'categoryName' },
    { title: 'Size', dataIndex: 'sizeLabel' },
    {
      title: 'Price',
      key: 'price',
      render: (_: unknown, product: ProductCard) => <Price product={product} />,
    },
    { title: 'Stock', dataIndex: 'stock', width: 80 },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 90,
      render: (value: ProductCard['status']) => (
        <Tag color={value === 'active' ? 'green' : 'default'}>{value}</Tag>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 160,
      render: (_: unknown, product: ProductCard) => (
        <Space>
          <Link to={`/dashboard/products/update/${product.slug}`} aria-label={`Edit ${product.title}`}>
            Edit
          </Link>
          <ConfirmDelete name={product.title} onDelete={() => remove(product)} />
        </Space>
      ),
    },
  ];

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{search ? `Products matching “${search}”` : 'Products'}</h1>
        <Button type="primary" onClick={() => navigate('/dashboard/products/create')}>
          New product
        </Button>
      </div>
      <div className="dashboard__filters">
        <Input.Search
          key={search}
          defaultValue={search}
          placeholder="Title, size or pattern"
          allowClear
          onSearch={(value) => go({ search: value.trim() })}
          aria-label="Filter products"
        />
        <Segmented<StatusFilter>
          value={status}
          onChange={(value) => go({ status: value })}
          options={[
            { value: 'all', label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'draft', label: 'Drafts' },
          ]}
        />
      </div>
      <LoadError state={state} />
      <Table<ProductCard>
        rowKey="_id"
        columns={pinFirst(columns, 2)}
        scroll={{ x: 1000 }}
        dataSource={state.data?.products ?? []}
        loading={state.loading}
        pagination={{
          current: page + 1,
          pageSize,
          total: state.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total} products`,
          onChange: (next) => go({ page: next - 1 }),
        }}
      />
    </section>
  );
}
