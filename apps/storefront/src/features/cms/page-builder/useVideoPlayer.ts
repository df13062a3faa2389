/**
 * Drives one video (background or content) with the rules of video-playback.ts: mounts the
 * player when it should play, listens to YouTube/Vimeo iframe messages or <video> events,
 * loops or stops at the end time, pauses while out of view, and on any failure (player error,
 * no answer from an embedded player, e.g. offline) goes back to the still image and fires an
 * `error` event on the container (spec section 8: "Video error: an error event fires").
 */
import { useCallback, useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { VIMEO_WAIT_INTERVAL_MS, YOUTUBE_POLL_INTERVAL_MS } from '../../../shared/constants.ts';
import type { VideoSource } from '../../../shared/media/video.ts';
import {
  embedUrl,
  playbackStep,
  playerCommands,
  readVimeoMessage,
  readYouTubeMessage,
  type PlaybackOptions,
  type PlayerEvent,
} from './video-playback.ts';

/** still: only the still image; loading: player mounted under the still; playing; ended; error. */
export type VideoPhase = 'still' | 'loading' | 'playing' | 'ended' | 'error';

/** How long an embedded player may stay silent before the video counts as failed. */
export const PLAYER_READY_TIMEOUT_MS = 8000;

export const VIDEO_ERROR_EVENT = 'error';

export interface VideoPlayerOptions {
  source: VideoSource | null;
  options: PlaybackOptions;
  /** Mount and play now (in view, or the shopper pressed play). */
  active: boolean;
  /** Pause while false (play only when visible). */
  visible: boolean;
  containerRef: RefObject<HTMLElement | null>;
  onError?: (detail: { src: string; provider: string }) => void;
}

export function useVideoPlayer({
  source,
  options,
  active,
  visible,
  containerRef,
  onError,
}: VideoPlayerOptions) {
  const [phase, setPhase] = useState<VideoPhase>('still');
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const readyRef = useRef(false);
  const optionsRef = useRef(options);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    optionsRef.current = options;
    onErrorRef.current = onError;
  });

  const provider = source?.provider ?? null;
  const srcKey = source
    ? source.provider === 'local'
      ? source.sources.map((s) => s.url).join(',')
      : source.id
    : '';

  const failedRef = useRef(false);
  const fail = useCallback(() => {
    // A failing <source> reports through the <video> too: one failure, one event.
    if (failedRef.current) return;
    failedRef.current = true;
    setPhase('error');
    const detail = { src: srcKey, provider: provider ?? '' };
    onErrorRef.current?.(detail);
    containerRef.current?.dispatchEvent(new CustomEvent(VIDEO_ERROR_EVENT, { detail }));
  }, [containerRef, provider, srcKey]);

  // Mount the player when it becomes active (not again after it ended or failed).
  if (active && source && phase === 'still') setPhase('loading');
  const mounted = phase === 'loading' || phase === 'playing';

  const post = useCallback((message: string) => {
    iframeRef.current?.contentWindow?.postMessage(message, '*');
  }, []);

  const apply = useCallback(
    (event: PlayerEvent) => {
      if (event.error) {
        fail();
        return;
      }
      if (event.ready) readyRef.current = true;
      if (typeof event.currentTime === 'number' || event.ready) {
        setPhase((p) => (p === 'loading' ? 'playing' : p));
      }
      const step = playbackStep(event, optionsRef.current);
      if (step === 'continue') return;
      const start = optionsRef.current.startTime;
      if (step === 'restart') {
        if (provider === 'local' && videoRef.current) {
          videoRef.current.currentTime = start;
          void videoRef.current.play()?.catch(() => undefined);
        } else if (provider === 'youtube') {
          post(playerCommands.youtube.seek(start));
          post(playerCommands.youtube.play());
        } else if (provider === 'vimeo') {
          post(playerCommands.vimeo.seek(start));
          post(playerCommands.vimeo.play());
        }
      } else {
        videoRef.current?.pause();
        setPhase('ended');
      }
    },
    [fail, post, provider],
  );

  // Embedded players: listen to their messages; keep asking until they answer (YouTube every
  // 150 ms, Vimeo every 20 ms); no answer in time counts as a failure.
  useEffect(() => {
    if (!mounted) return;
    if (provider !== 'youtube' && provider !== 'vimeo') return;
    readyRef.current = false;
    const read = provider === 'youtube' ? readYouTubeMessage : readVimeoMessage;
    const origins = provider === 'youtube' ? /youtube(?:-nocookie)?\.com$/ : /vimeo\.com$/;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== iframeRef.current?.contentWindow) return;
      let host = '';
      try {
        host = new URL(event.origin).hostname;
      } catch {
        return;
      }
      if (!origins.test(host)) return;
      const parsed = read(event.data);
      if (parsed) apply(parsed);
    };
    window.addEventListener('message', onMessage);
    const hello = () => {
      if (readyRef.current) return;
      if (provider === 'youtube') post(playerCommands.youtube.listen());
      else {
        post(playerCommands.vimeo.listen('timeupdate'));
        post(playerCommands.vimeo.listen('ended'));
        post(playerCommands.vimeo.listen('error'));
      }
    };
    const poll = window.setInterval(
      hello,
      provider === 'youtube' ? YOUTUBE_POLL_INTERVAL_MS : VIMEO_WAIT_INTERVAL_MS,
    );
    const timeout = window.setTimeout(() => {
      if (!readyRef.current) fail();
    }, PLAYER_READY_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(poll);
      window.clearTimeout(timeout);
    };
  }, [mounted, provider, apply, post, fail]);

  // Play only while visible.
  useEffect(() => {
    if (phase !== 'playing') return;
    if (provider === 'local') {
      const video = videoRef.current;
      if (!video) return;
      if (visible) void video.play()?.catch(() => undefined);
      else video.pause();
    } else if (provider === 'youtube') {
      post(visible ? playerCommands.youtube.play() : playerCommands.youtube.pause());
    } else if (provider === 'vimeo') {
      post(visible ? playerCommands.vimeo.play() : playerCommands.vimeo.pause());
    }
  }, [visible, phase, provider, post]);

  const videoHandlers = {
    onPlaying: () => setPhase((p) => (p === 'loading' ? 'playing' : p)),
    onTimeUpdate: (event: SyntheticEvent<HTMLVideoElement>) =>
      apply({ currentTime: event.currentTarget.currentTime }),
    onEnded: () => apply({ ended: true }),
    onError: () => fail(),
    onLoadedMetadata: (event: SyntheticEvent<HTMLVideoElement>) => {
      const start = optionsRef.current.startTime;
      if (start > 0) event.currentTarget.currentTime = start;
      event.currentTarget.volume = Math.min(1, Math.max(0, optionsRef.current.volume / 100));
    },
  };

  const iframeSrc =
    source && source.provider !== 'local'
      ? embedUrl(source, options, typeof window === 'undefined' ? undefined : window.location.origin)
      : null;

  return {
    phase,
    /** The player is in the page (loading or playing). */
    mounted,
    iframeRef,
    videoRef,
    iframeSrc,
    videoHandlers,
    /** For the last <source>: a failed source fires its error there, not on the <video>. */
    onSourceError: () => fail(),
  };
}
