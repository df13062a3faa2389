/**
 * A video background (spec section 4): YouTube, Vimeo or local mp4/webm/ogg, autoplay muted,
 * loop or stop at the end time and return to the still image; lazy, playing only while visible.
 * The still image is the box's own background image, the fallback image, or the provider's
 * thumbnail. Decorative: hidden from assistive technology, not focusable.
 */
import { useT } from '../../../shared/store-view/store-view.tsx';
import { useVideoBackground } from './useVideoBackground.ts';
import type { VideoBackground as VideoBackgroundData } from './types.ts';
import styles from './BackgroundLayer.module.css';

export interface VideoBackgroundProps {
  video: VideoBackgroundData;
  /** The box already shows a background image (the still). */
  hasImage: boolean;
  eager: boolean;
}

export function VideoBackground({ video, hasImage, eager }: VideoBackgroundProps) {
  const t = useT();
  const {
    containerRef,
    player: { iframeRef, videoRef, ...player },
    ...v
  } = useVideoBackground(video, hasImage, eager);
  if (!v.source) return null;
  const playing = player.phase === 'playing';
  return (
    <div ref={containerRef} className={styles.video} data-video-background="">
      {v.still.src && !playing ? (
        <img
          className={styles.still}
          src={v.still.src}
          alt=""
          decoding="async"
          onError={v.still.onError}
          onLoad={v.still.onLoad}
        />
      ) : null}
      {player.mounted && v.source.provider === 'local' ? (
        <video
          ref={videoRef}
          className={`${styles.player} ${playing ? styles.playerOn : ''}`}
          autoPlay
          muted
          playsInline
          loop={video.loop && !(video.endTime > 0)}
          preload="auto"
          tabIndex={-1}
          {...player.videoHandlers}
        >
          {v.source.sources.map((s, i, all) => (
            <source
              key={s.url}
              src={s.url}
              type={s.mimeType}
              onError={i === all.length - 1 ? player.onSourceError : undefined}
            />
          ))}
        </video>
      ) : null}
      {player.mounted && player.iframeSrc ? (
        <iframe
          ref={iframeRef}
          className={`${styles.player} ${styles.frame} ${playing ? styles.playerOn : ''}`}
          src={player.iframeSrc}
          title={t('pageBuilder.backgroundVideo', 'Background video')}
          tabIndex={-1}
          allow="autoplay; encrypted-media; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : null}
      {video.overlayColor ? (
        <div className={styles.overlay} style={{ backgroundColor: video.overlayColor }} />
      ) : null}
    </div>
  );
}
