import { Alert, Skeleton } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useApi } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { getVideos } from '../api/get-videos';
import { updateVideo } from '../api/update-video';
import { useText } from '../../../messages/dictionary';
import { VideoForm } from './video-form';

/** /dashboard/video/:id: url (hint `video size is 1920 x 786`), status, and `Update`. */
export function VideoEditPage() {
  const t = useText();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const state = useApi('dashboard-videos', (signal) => getVideos(signal));
  const video = state.data?.find((item) => item._id === id);
  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('video.editTitle')}</h1>
        <Link to="/dashboard/video">{t('video.back')}</Link>
      </div>
      <LoadError state={state} />
      {state.loading && <Skeleton active />}
      {!state.loading && state.data && !video && <Alert type="warning" title={t('video.notFound')} />}
      {video && (
        <VideoForm
          key={video._id}
          video={{ url: video.url, status: video.status }}
          submitLabel={t('video.update')}
          success={t('video.updated')}
          send={(body) => updateVideo(video._id, body)}
          onSaved={() => navigate('/dashboard/video')}
        />
      )}
    </section>
  );
}
