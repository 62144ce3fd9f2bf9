import { Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { Banner } from '@tyre/contracts';
import { fileUrl, useApi, useFormat } from '@tyre/web-kit';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { LoadError } from '../../../components/load-error';
import { runWithToasts } from '../../../lib/run-with-toasts';
import { deleteBanner } from '../api/delete-banner';
import { getBanners } from '../api/get-banners';
import { reorderBanners } from '../api/reorder-banners';
import { updateBanner } from '../api/update-banner';
import { useText } from '../../../messages/dictionary';
import { BannerForm } from './banner-form';

/** /dashboard/banner: the banners in order with previews; up/down, activate/deactivate, delete; a new one. */
export function BannersPage() {
  const t = useText();
  const { number } = useFormat();
  const nameOf = (banner: Banner, index: number) =>
    banner.title || t('banners.untitled', { number: number(index + 1) });
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
    void run(() => reorderBanners(ids), t('banners.orderSaved'));
  };

  const columns: ColumnsType<Banner> = [
    {
      title: t('banners.columns.position'),
      key: 'position',
      width: 44,
      render: (_: unknown, __: Banner, index: number) => index + 1,
    },
    {
      title: t('banners.columns.image'),
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
      title: t('banners.columns.title'),
      key: 'title',
      render: (_: unknown, banner: Banner, index: number) => nameOf(banner, index),
    },
    {
      title: t('banners.columns.link'),
      dataIndex: 'link',
      render: (link: string) => link,
    },
    {
      title: t('banners.columns.status'),
      dataIndex: 'active',
      width: 100,
      render: (active: boolean) => (
        <Tag color={active ? 'green' : undefined}>{active ? t('banners.active') : t('banners.inactive')}</Tag>
      ),
    },
    {
      title: t('banners.columns.action'),
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
              aria-label={t('banners.moveUp', { name })}
            >
              {t('banners.up')}
            </Button>
            <Button
              size="small"
              disabled={busy || index === banners.length - 1}
              onClick={() => move(index, 1)}
              aria-label={t('banners.moveDown', { name })}
            >
              {t('banners.down')}
            </Button>
            <Button
              size="small"
              disabled={busy}
              aria-label={t(banner.active ? 'banners.deactivateName' : 'banners.activateName', { name })}
              onClick={() =>
                run(
                  () => updateBanner(banner._id, { active: !banner.active }),
                  banner.active ? t('banners.deactivated') : t('banners.activated'),
                )
              }
            >
              {banner.active ? t('banners.deactivate') : t('banners.activate')}
            </Button>
            <ConfirmDelete
              name={name}
              onDelete={() => run(() => deleteBanner(banner._id), t('banners.deleted'))}
            />
          </Space>
        );
      },
    },
  ];

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('banners.title')}</h1>
      </div>
      <p>{t('banners.intro')}</p>
      <LoadError state={state} />
      <Table<Banner>
        rowKey="_id"
        columns={columns}
        scroll={{ x: 900 }}
        dataSource={banners}
        loading={state.loading}
        locale={{ emptyText: t('banners.empty') }}
        pagination={false}
      />
      <Card title={t('banners.newTitle')} className="content-card">
        <BannerForm onSaved={state.reload} />
      </Card>
    </section>
  );
}
