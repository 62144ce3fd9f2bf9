import { Button, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { NewsPost } from '@tyre/contracts';
import { fileUrl, useApi, useFormat } from '@tyre/web-kit';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { LoadError } from '../../../components/load-error';
import { runWithToasts } from '../../../lib/run-with-toasts';
import { deleteNews } from '../api/delete-news';
import { getNewsList } from '../api/get-news-list';
import { useText } from '../../../messages/dictionary';

const pageSize = 10;

/** The date of a post, Dhaka time. */
const postDate: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Dhaka',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
};

/** /dashboard/news: the posts, newest first, 10 a page: image, title, date; edit and delete. */
export function NewsListPage() {
  const t = useText();
  const { date } = useFormat();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const state = useApi(`dashboard-news-list:${page}`, (signal) =>
    getNewsList({ page, size: pageSize }, signal),
  );

  const columns: ColumnsType<NewsPost> = [
    {
      title: t('news.columns.image'),
      dataIndex: 'thumbnail',
      width: 100,
      render: (_: string, post: NewsPost) => (
        <img
          src={fileUrl(post.thumbnail || post.image)}
          alt=""
          width={76}
          height={46}
          className="content-table__thumb"
        />
      ),
    },
    { title: t('news.columns.title'), dataIndex: 'title', width: 260 },
    {
      title: t('news.columns.date'),
      dataIndex: 'createdAt',
      width: 130,
      render: (iso: string) => date(iso, postDate),
    },
    {
      title: t('news.columns.action'),
      key: 'action',
      width: 170,
      render: (_: unknown, post: NewsPost) => (
        <Space>
          <Link
            to={`/dashboard/news/edit/${post._id}`}
            aria-label={t('record.editName', { name: post.title })}
          >
            {t('record.edit')}
          </Link>
          <ConfirmDelete
            name={post.title}
            onDelete={async () => {
              if (await runWithToasts(() => deleteNews(post._id), t('news.deleted'))) state.reload();
            }}
          />
        </Space>
      ),
    },
  ];

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('news.listTitle')}</h1>
        <Button type="primary" onClick={() => navigate('/dashboard/news/create')}>
          {t('news.newPost')}
        </Button>
      </div>
      <LoadError state={state} />
      <Table<NewsPost>
        rowKey="_id"
        columns={columns}
        scroll={{ x: 640 }}
        dataSource={state.data?.items ?? []}
        loading={state.loading}
        locale={{ emptyText: t('news.empty') }}
        pagination={{
          current: page + 1,
          pageSize,
          total: state.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('news.total', { count: total }),
          onChange: (next) => setParams(next > 1 ? { page: String(next - 1) } : {}),
        }}
      />
    </section>
  );
}
