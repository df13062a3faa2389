/**
 * Playing Page Builder videos (spec sections 4, 5, 7, 9): embed addresses for YouTube and Vimeo,
 * the messages their players exchange with the page (YouTube's iframe protocol and Vimeo's
 * postMessage API, so no provider script is loaded), and what to do as time passes: loop, or
 * stop at the end time and go back to the still image.
 */
import {
  VIDEO_DEFAULT_END_TIME_S,
  VIDEO_DEFAULT_START_TIME_S,
  VIDEO_DEFAULT_VOLUME,
} from '../../../shared/constants.ts';
import { parseVideoUrl, videoEndAction, type VideoSource } from '../../../shared/media/video.ts';
import { isSafeMediaUrl } from '../../../shared/html/sanitize-rules.ts';

export interface PlaybackOptions {
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  /** Player controls (video content); backgrounds have none. */
  controls: boolean;
  /** Seconds. */
  startTime: number;
  /** Seconds; 0 = play to the natural end. */
  endTime: number;
  volume: number;
}

export const BACKGROUND_PLAYBACK: PlaybackOptions = {
  autoplay: true,
  muted: true,
  loop: true,
  controls: false,
  startTime: VIDEO_DEFAULT_START_TIME_S,
  endTime: VIDEO_DEFAULT_END_TIME_S,
  volume: VIDEO_DEFAULT_VOLUME,
};

/** A video source that can be played: a valid URL whose local files have safe addresses. */
export function playableSource(url: string | null | undefined): VideoSource | null {
  const source = parseVideoUrl(url);
  if (source?.provider !== 'local') return source;
  const sources = source.sources.filter((s) => isSafeMediaUrl(s.url));
  return sources.length > 0 ? { provider: 'local', sources } : null;
}

/** The player address of a YouTube or Vimeo video with these options. */
export function embedUrl(
  source: Exclude<VideoSource, { provider: 'local' }>,
  o: PlaybackOptions,
  origin?: string,
): string {
  const flag = (b: boolean) => (b ? '1' : '0');
  if (source.provider === 'youtube') {
    const params = new URLSearchParams({
      autoplay: flag(o.autoplay),
      mute: flag(o.muted),
      controls: flag(o.controls),
      playsinline: '1',
      rel: '0',
      modestbranding: '1',
      enablejsapi: '1',
    });
    // YouTube loops a single video only as a playlist of itself; with an end time the page loops it.
    if (o.loop && !(o.endTime > 0)) {
      params.set('loop', '1');
      params.set('playlist', source.id);
    }
    if (o.startTime > 0) params.set('start', String(Math.floor(o.startTime)));
    if (origin) params.set('origin', origin);
    return `https://www.youtube-nocookie.com/embed/${source.id}?${params.toString()}`;
  }
  const params = new URLSearchParams({
    autoplay: flag(o.autoplay),
    muted: flag(o.muted),
    loop: flag(o.loop && !(o.endTime > 0)),
    controls: flag(o.controls),
    playsinline: '1',
    dnt: '1',
  });
  if (!o.controls) params.set('background', '1');
  return `https://player.vimeo.com/video/${source.id}?${params.toString()}${o.startTime > 0 ? `#t=${Math.floor(o.startTime)}s` : ''}`;
}

/** What a player told the page. */
export interface PlayerEvent {
  ready?: boolean;
  currentTime?: number;
  ended?: boolean;
  error?: boolean;
}

function asObject(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

/** YouTube iframe messages: onReady, infoDelivery {currentTime, playerState (0 = ended)}, onError. */
export function readYouTubeMessage(data: unknown): PlayerEvent | null {
  const message = asObject(data);
  if (!message || typeof message.event !== 'string') return null;
  switch (message.event) {
    case 'onReady':
    case 'initialDelivery':
      return { ready: true };
    case 'onError':
      return { error: true };
    case 'onStateChange':
      return message.info === 0 ? { ready: true, ended: true } : { ready: true };
    case 'infoDelivery': {
      const info = asObject(message.info) ?? {};
      const event: PlayerEvent = { ready: true };
      if (typeof info.currentTime === 'number') event.currentTime = info.currentTime;
      if (info.playerState === 0) event.ended = true;
      return event;
    }
    default:
      return null;
  }
}

/** Vimeo player messages: ready, timeupdate {seconds}, ended, error. */
export function readVimeoMessage(data: unknown): PlayerEvent | null {
  const message = asObject(data);
  if (!message || typeof message.event !== 'string') return null;
  const payload = asObject(message.data) ?? {};
  switch (message.event) {
    case 'ready':
      return { ready: true };
    case 'timeupdate':
    case 'playProgress':
      return typeof payload.seconds === 'number'
        ? { ready: true, currentTime: payload.seconds }
        : { ready: true };
    case 'ended':
    case 'finish':
      return { ready: true, ended: true };
    case 'error':
      return { error: true };
    default:
      return null;
  }
}

/** Messages the page sends to a player. */
export const playerCommands = {
  youtube: {
    listen: () => JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
    seek: (seconds: number) => JSON.stringify({ event: 'command', func: 'seekTo', args: [seconds, true] }),
    play: () => JSON.stringify({ event: 'command', func: 'playVideo', args: [] }),
    pause: () => JSON.stringify({ event: 'command', func: 'pauseVideo', args: [] }),
  },
  vimeo: {
    listen: (event: 'timeupdate' | 'ended' | 'error') =>
      JSON.stringify({ method: 'addEventListener', value: event }),
    seek: (seconds: number) => JSON.stringify({ method: 'setCurrentTime', value: seconds }),
    play: () => JSON.stringify({ method: 'play' }),
    pause: () => JSON.stringify({ method: 'pause' }),
  },
} as const;

export type PlaybackStep = 'continue' | 'restart' | 'stop';

/**
 * After a time report or the natural end: keep playing, go back to the start time (loop), or
 * stop and show the still image (no loop). The end time applies with its 0.1 s margin.
 */
export function playbackStep(event: PlayerEvent, o: Pick<PlaybackOptions, 'endTime' | 'loop'>): PlaybackStep {
  if (event.ended) return o.loop ? 'restart' : 'stop';
  if (typeof event.currentTime === 'number') return videoEndAction(event.currentTime, o.endTime, o.loop);
  return 'continue';
}
