import { Alert, Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useSearchParams } from 'react-router-dom';
import { fileUrl, Price, useApi, type ProductSummary } from '@tyre/web-kit';
import { getProducts } from '../api/get-products';

const pageSize = 20;

const columns: ColumnsType<ProductSummary> = [
  {
    title: 'Image',
    dataIndex: 'thumbnailImage',
    width: 72,
    render: (name: string | undefined) => (name ? <img src={fileUrl(name)} alt="" width={48} height={48} style={{ objectFit: 'contain' }} /> : null),
  },
  { title: 'Title', dataIndex: 'title' },
  { title: 'Price', key: 'price', render: (_: unknown, product: ProductSummary) => <Price product={product} /> },
  { title: 'Stock', dataIndex: 'stock' },
];

/** /dashboard/products: the products, filtered by the header's search (`?search=`). */
export function ProductsTablePage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const state = useApi(`dashboard-products:${page}:${search}`, (signal) => getProducts({ page, size: pageSize, search }, signal));
  return (
    <section>
      <h1>{search ? `Products matching “${search}”` : 'Products'}</h1>
      {state.error && <Alert type="error" title={state.error} action={<Button onClick={state.reload}>Retry</Button>} showIcon />}
      <Table<ProductSummary>
        rowKey="_id"
        columns={columns}
        dataSource={state.data?.products ?? []}
        loading={state.loading}
        pagination={{
          current: page + 1,
          pageSize,
          total: state.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => setParams(search ? { search, page: String(next - 1) } : { page: String(next - 1) }),
        }}
      />
    </section>
  );
}
