/** Logic of VideoBackground: source, lazy start, play only when visible, reduced motion, still image. */
import { useAfterHydration } from '../../../shared/browser/use-hydrated.ts';
import { PREFERS_REDUCED_MOTION, useMediaQuery } from '../../../shared/browser/use-media-query.ts';
import { useRef } from 'react';
import { useStoreConfig } from '../../../shared/store-view/store-view.tsx';
import { imageUrl, PAGE_BUILDER_IMAGE_QUALITY } from '../../../shared/media/images.ts';
import { BACKGROUND_PLAYBACK, playableSource } from './video-playback.ts';
import { useInView, useLazyReveal } from './useLazyReveal.ts';
import { useVideoPlayer } from './useVideoPlayer.ts';
import { useVideoStill } from './useVideoStill.ts';
import type { VideoBackground } from './types.ts';

export function useVideoBackground(video: VideoBackground, hasImage: boolean, eager: boolean) {
  const containerRef = useRef<HTMLDivElement>(null);
  const config = useStoreConfig();
  const source = playableSource(video.src);
  const near = useLazyReveal(containerRef, eager || !video.lazyLoad);
  const inView = useInView(containerRef, video.playOnlyVisible);
  const reducedMotion = useMediaQuery(PREFERS_REDUCED_MOTION);
  const hydrated = useAfterHydration(true, false);

  const player = useVideoPlayer({
    source,
    options: { ...BACKGROUND_PLAYBACK, loop: video.loop, startTime: video.startTime, endTime: video.endTime },
    active: hydrated && near && !reducedMotion,
    visible: video.playOnlyVisible ? inView : true,
    containerRef,
  });

  const fallback = video.fallbackSrc
    ? imageUrl(video.fallbackSrc, {
        mediaBaseUrl: config?.secure_base_media_url,
        type: 'image-wysiwyg',
        width: 1600,
        quality: PAGE_BUILDER_IMAGE_QUALITY,
      })
    : null;
  // With a background image already under it, the video needs no still of its own unless a
  // fallback image is set; otherwise the provider's thumbnail stands in.
  const still = useVideoStill(source, fallback, !hasImage && near);
  return { containerRef, source, player, still: hasImage && !fallback ? { ...still, src: null } : still };
}
