import { Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { Banner } from '@tyre/contracts';
import { fileUrl, useApi } from '@tyre/web-kit';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { LoadError } from '../../../components/load-error';
import { runWithToasts } from '../../../lib/run-with-toasts';
import { deleteBanner } from '../api/delete-banner';
import { getBanners } from '../api/get-banners';
import { reorderBanners } from '../api/reorder-banners';
import { updateBanner } from '../api/update-banner';
import { messages } from '../messages';
import { BannerForm } from './banner-form';

const nameOf = (banner: Banner, index: number) => banner.title || `${messages.untitled} ${index + 1}`;

/** /dashboard/banner: the banners in order with previews; up/down, activate/deactivate, delete; a new one. */
export function BannersPage() {
  const state = useApi('dashboard-banners', (signal) => getBanners(signal));
  const [busy, setBusy] = useState(false);
  const banners = state.data ?? [];

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    const done = await runWithToasts(action, success);
    setBusy(false);
    if (done) state.reload();
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = banners.map((banner) => banner._id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    void run(() => reorderBanners(ids), messages.orderSaved);
  };

  const columns: ColumnsType<Banner> = [
    {
      title: messages.columns.position,
      key: 'position',
      width: 44,
      render: (_: unknown, __: Banner, index: number) => index + 1,
    },
    {
      title: messages.columns.image,
      dataIndex: 'image',
      width: 180,
      render: (_: string, banner: Banner) => (
        <img
          src={fileUrl(banner.variants[0]?.file ?? banner.image)}
          alt=""
          width={160}
          height={66}
          className="content-table__banner"
        />
      ),
    },
    {
      title: messages.columns.title,
      key: 'title',
      render: (_: unknown, banner: Banner, index: number) => nameOf(banner, index),
    },
    {
      title: messages.columns.link,
      dataIndex: 'link',
      render: (link: string) => link,
    },
    {
      title: messages.columns.status,
      dataIndex: 'active',
      width: 100,
      render: (active: boolean) => (
        <Tag color={active ? 'green' : undefined}>{active ? messages.active : messages.inactive}</Tag>
      ),
    },
    {
      title: messages.columns.action,
      key: 'action',
      width: 300,
      render: (_: unknown, banner: Banner, index: number) => {
        const name = nameOf(banner, index);
        return (
          <Space wrap>
            <Button
              size="small"
              disabled={busy || index === 0}
              onClick={() => move(index, -1)}
              aria-label={messages.moveUp(name)}
            >
              {messages.up}
            </Button>
            <Button
              size="small"
              disabled={busy || index === banners.length - 1}
              onClick={() => move(index, 1)}
              aria-label={messages.moveDown(name)}
            >
              {messages.down}
            </Button>
            <Button
              size="small"
              disabled={busy}
              aria-label={`${banner.active ? messages.deactivate : messages.activate} ${name}`}
              onClick={() =>
                run(
                  () => updateBanner(banner._id, { active: !banner.active }),
                  banner.active ? messages.deactivated : messages.activated,
                )
              }
            >
              {banner.active ? messages.deactivate : messages.activate}
            </Button>
            <ConfirmDelete
              name={name}
              onDelete={() => run(() => deleteBanner(banner._id), messages.deleted)}
            />
          </Space>
        );
      },
    },
  ];

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{messages.title}</h1>
      </div>
      <p>{messages.intro}</p>
      <LoadError state={state} />
      <Table<Banner>
        rowKey="_id"
        columns={columns}
        scroll={{ x: 900 }}
        dataSource={banners}
        loading={state.loading}
        locale={{ emptyText: messages.empty }}
        pagination={false}
      />
      <Card title={messages.newTitle} className="content-card">
        <BannerForm onSaved={state.reload} />
      </Card>
    </section>
  );
}
