import { useState } from 'react';
import { useApi } from '@tyre/web-kit';
import { getHomeVideo } from '../api/get-home-video';
import { useText } from '../../../messages/dictionary';
import { playerOf, type Player as PlayerSource } from '../video-source';
import './home.css';

function Player({ source }: { source: PlayerSource }) {
  const t = useText();
  if (source.kind === 'file')
    return (
      <video
        className="home-video__player"
        src={source.src}
        controls
        autoPlay
        playsInline
        data-testid="video-player"
      />
    );
  return (
    <iframe
      className="home-video__player"
      src={source.src}
      title={t('home.videoTitle')}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      data-testid="video-player"
    />
  );
}

/**
 * The home video as a light facade: a poster and a play button; the YouTube / Vimeo iframe or the
 * MP4 <video> is created only when played. Nothing when there is no active video.
 */
export function HomeVideo() {
  const t = useText();
  const state = useApi('home-video', (signal) => getHomeVideo(signal));
  const [playing, setPlaying] = useState(false);
  const [posterFailed, setPosterFailed] = useState(false);
  const source = state.data ? playerOf(state.data) : null;
  if (!source) return null;
  return (
    <section className="kit-container kit-section home-video" aria-labelledby="home-video-title">
      <div className="home-video__intro">
        <h2 id="home-video-title" className="kit-section__title home-video__title">
          {t('home.videoTitle')}
        </h2>
        <p className="home-video__text">{t('home.videoText')}</p>
      </div>
      <div className="home-video__frame">
        {playing ? (
          <Player source={source} />
        ) : (
          <button
            type="button"
            className="home-video__facade"
            onClick={() => setPlaying(true)}
            aria-label={t('home.playVideo')}
          >
            {source.poster && !posterFailed && (
              <img
                src={source.poster}
                alt=""
                loading="lazy"
                decoding="async"
                width={480}
                height={360}
                onError={() => setPosterFailed(true)}
              />
            )}
            <span className="home-video__play" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </span>
          </button>
        )}
      </div>
    </section>
  );
}
