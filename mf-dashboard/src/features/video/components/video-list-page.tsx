import { Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { HomeVideo } from '@tyre/contracts';
import { useApi } from '@tyre/web-kit';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { LoadError } from '../../../components/load-error';
import { runWithToasts } from '../../../lib/run-with-toasts';
import { createVideo } from '../api/create-video';
import { deleteVideo } from '../api/delete-video';
import { getVideos } from '../api/get-videos';
import { useText } from '../../../messages/dictionary';
import { VideoForm } from './video-form';

/** /dashboard/video: every video (url, status), a form for a new one; edit and delete. */
export function VideoListPage() {
  const t = useText();
  const state = useApi('dashboard-videos', (signal) => getVideos(signal));

  const columns: ColumnsType<HomeVideo> = [
    {
      title: t('video.columns.url'),
      dataIndex: 'url',
      render: (url: string) => (
        <a href={url} target="_blank" rel="noreferrer" className="content-table__url">
          {url}
        </a>
      ),
    },
    {
      title: t('video.columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: HomeVideo['status']) => (
        <Tag color={status === 'active' ? 'green' : undefined}>{t(`video.status.${status}`)}</Tag>
      ),
    },
    {
      title: t('video.columns.action'),
      key: 'action',
      width: 150,
      render: (_: unknown, video: HomeVideo) => (
        <Space>
          <Link to={`/dashboard/video/${video._id}`} aria-label={t('record.editName', { name: video.url })}>
            {t('record.edit')}
          </Link>
          <ConfirmDelete
            name={video.url}
            onDelete={async () => {
              if (await runWithToasts(() => deleteVideo(video._id), t('video.deleted'))) state.reload();
            }}
          />
        </Space>
      ),
    },
  ];

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('video.listTitle')}</h1>
      </div>
      <p>{t('video.intro')}</p>
      <LoadError state={state} />
      <Table<HomeVideo>
        rowKey="_id"
        columns={columns}
        scroll={{ x: 560 }}
        dataSource={state.data ?? []}
        loading={state.loading}
        locale={{ emptyText: t('video.empty') }}
        pagination={false}
      />
      <Card title={t('video.newTitle')} className="content-card">
        <VideoForm
          submitLabel={t('video.create')}
          success={t('video.created')}
          send={(body) => createVideo(body)}
          onSaved={state.reload}
        />
      </Card>
    </section>
  );
}
