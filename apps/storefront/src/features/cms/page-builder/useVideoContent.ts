/** Logic of VideoContent: the source, the play-on-demand (or autoplay-in-view) player and the still. */
import { useCallback, useRef, useState } from 'react';
import {
  VIDEO_DEFAULT_END_TIME_S,
  VIDEO_DEFAULT_START_TIME_S,
  VIDEO_DEFAULT_VOLUME,
} from '../../../shared/constants.ts';
import { playableSource, type PlaybackOptions } from './video-playback.ts';
import { useInView, useLazyReveal } from './useLazyReveal.ts';
import { useVideoPlayer, VIDEO_ERROR_EVENT } from './useVideoPlayer.ts';
import { useVideoStill } from './useVideoStill.ts';
import type { VideoNode } from './types.ts';

export function useVideoContent(node: VideoNode) {
  const containerRef = useRef<HTMLDivElement>(null);
  const source = playableSource(node.src);
  const revealed = useLazyReveal(containerRef, false);
  const inView = useInView(containerRef, node.autoplay);
  const [requested, setRequested] = useState(false);
  const options: PlaybackOptions = {
    autoplay: node.autoplay || requested,
    // Autoplay is only allowed muted; a pressed play button plays with sound.
    muted: node.autoplay && !requested,
    loop: false,
    controls: true,
    startTime: VIDEO_DEFAULT_START_TIME_S,
    endTime: VIDEO_DEFAULT_END_TIME_S,
    volume: VIDEO_DEFAULT_VOLUME,
  };
  const player = useVideoPlayer({
    source: source?.provider === 'local' ? null : source,
    options,
    active: requested || (node.autoplay && inView),
    visible: true,
    containerRef,
  });
  const still = useVideoStill(source, null, revealed);
  const play = useCallback(() => setRequested(true), []);
  const onLocalError = useCallback(() => {
    containerRef.current?.dispatchEvent(
      new CustomEvent(VIDEO_ERROR_EVENT, { detail: { src: node.src, provider: 'local' } }),
    );
  }, [node.src]);
  const watchUrl =
    source?.provider === 'youtube'
      ? `https://www.youtube.com/watch?v=${source.id}`
      : source?.provider === 'vimeo'
        ? `https://vimeo.com/${source.id}`
        : null;
  return { containerRef, source, revealed, player, still, play, onLocalError, watchUrl };
}
