/**
 * The Video content type: a YouTube or Vimeo player, or a local video with controls. Embedded
 * players load only when the shopper presses play (or, with autoplay, when the video comes into
 * view, muted); until then a still image with a play button stands in. When the player cannot be
 * reached (e.g. offline) the still stays, with a link to watch the video on the provider's site.
 */
import { useT } from '../../../shared/store-view/store-view.tsx';
import { toReactStyle } from './style-fields.ts';
import { useVideoContent } from './useVideoContent.ts';
import type { VideoNode } from './types.ts';
import styles from './VideoContent.module.css';

export function VideoContent({ node }: { node: VideoNode }) {
  const t = useT();
  const {
    containerRef,
    player: { iframeRef, ...player },
    ...v
  } = useVideoContent(node);
  if (!v.source) return null;
  const provider = v.source.provider === 'youtube' ? 'YouTube' : v.source.provider === 'vimeo' ? 'Vimeo' : '';
  return (
    <div id={node.id} className={styles.root} style={toReactStyle(node.style)}>
      <div className={styles.inner} style={node.maxWidth ? { maxWidth: node.maxWidth } : undefined}>
        <div
          ref={containerRef}
          className={styles.frame}
          style={toReactStyle(node.wrapperStyle)}
          data-video-frame=""
        >
          {v.source.provider === 'local' ? (
            v.revealed ? (
              <video
                className={styles.media}
                controls
                playsInline
                preload="metadata"
                autoPlay={node.autoplay}
                muted={node.autoplay}
                onError={v.onLocalError}
                aria-label={t('pageBuilder.video', 'Video')}
              >
                {v.source.sources.map((s, i, all) => (
                  <source
                    key={s.url}
                    src={s.url}
                    type={s.mimeType}
                    onError={i === all.length - 1 ? v.onLocalError : undefined}
                  />
                ))}
              </video>
            ) : null
          ) : (
            <>
              {player.mounted && player.iframeSrc ? (
                <iframe
                  ref={iframeRef}
                  className={styles.media}
                  src={player.iframeSrc}
                  title={t('pageBuilder.videoPlayer', '{provider} video player', { provider })}
                  allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              ) : null}
              {player.phase !== 'playing' ? (
                <div className={styles.facade}>
                  {v.still.src ? (
                    <img
                      className={styles.still}
                      src={v.still.src}
                      alt=""
                      decoding="async"
                      onError={v.still.onError}
                      onLoad={v.still.onLoad}
                    />
                  ) : null}
                  {player.phase === 'error' ? (
                    <p className={styles.notice} role="status">
                      {t('pageBuilder.videoUnavailable', 'The video cannot be played right now.')}
                    </p>
                  ) : player.phase === 'loading' ? (
                    <span
                      className={styles.spinner}
                      role="status"
                      aria-label={t('pageBuilder.videoLoading', 'Loading video')}
                    />
                  ) : (
                    <button
                      type="button"
                      className={styles.play}
                      onClick={v.play}
                      aria-label={t('pageBuilder.playVideo', 'Play video')}
                    >
                      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                        <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
                      </svg>
                    </button>
                  )}
                  {v.watchUrl ? (
                    <a className={styles.watch} href={v.watchUrl} target="_blank" rel="noopener noreferrer">
                      {t('pageBuilder.watchOn', 'Watch on {provider}', { provider })}
                    </a>
                  ) : null}
                </div>
              ) : null}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
