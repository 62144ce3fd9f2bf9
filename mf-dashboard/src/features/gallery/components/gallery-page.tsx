import { Card, Empty, Pagination, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { fileUrl, useApi } from '@tyre/web-kit';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { LoadError } from '../../../components/load-error';
import { runWithToasts } from '../../../lib/run-with-toasts';
import { deleteGalleryImage } from '../api/delete-gallery-image';
import { getGallery } from '../api/get-gallery';
import { useText } from '../../../messages/dictionary';
import { GalleryUploader } from './gallery-uploader';

const pageSize = 24;

/** /dashboard/gallery: add several pictures at once with captions; the grid of pictures; delete. */
export function GalleryPage() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const state = useApi(`dashboard-gallery:${page}`, (signal) => getGallery({ page, size: pageSize }, signal));
  const images = state.data?.items ?? [];

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('gallery.title')}</h1>
      </div>
      <Card title={t('gallery.uploadTitle')} className="content-card content-card--first">
        <GalleryUploader onUploaded={state.reload} />
      </Card>
      <LoadError state={state} />
      <Spin spinning={state.loading}>
        {images.length === 0 && !state.loading ? (
          <Empty description={t('gallery.empty')} />
        ) : (
          <ul className="gallery-grid">
            {images.map((image) => {
              const name = image.caption || t('gallery.noCaption');
              return (
                <li key={image._id} className="gallery-grid__item">
                  <img
                    src={fileUrl(image.thumbnail || image.image)}
                    alt={image.caption ?? ''}
                    loading="lazy"
                    className="gallery-grid__image"
                  />
                  <div className="gallery-grid__foot">
                    <span className="gallery-grid__caption">{image.caption}</span>
                    <ConfirmDelete
                      name={name}
                      onDelete={async () => {
                        if (await runWithToasts(() => deleteGalleryImage(image._id), t('gallery.deleted')))
                          state.reload();
                      }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Spin>
      {(state.data?.total ?? 0) > pageSize && (
        <Pagination
          className="gallery-grid__pages"
          current={page + 1}
          pageSize={pageSize}
          total={state.data?.total ?? 0}
          showSizeChanger={false}
          showTotal={(total) => t('gallery.total', { count: total })}
          onChange={(next) => setParams(next > 1 ? { page: String(next - 1) } : {})}
        />
      )}
    </section>
  );
}
