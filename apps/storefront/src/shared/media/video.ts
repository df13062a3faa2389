/**
 * Video background sources (spec sections 5, 7 and 9). A video URL is valid only as:
 * - a YouTube link with an 11-character id (youtube.com/watch?v=, /embed/, /v/, /shorts/,
 *   /live/, youtu.be/, youtube-nocookie.com),
 * - a Vimeo link with a numeric id (vimeo.com/{id}, player.vimeo.com/video/{id},
 *   /channels/{name}/{id}, /groups/{name}/videos/{id}, /album/{n}/video/{id}),
 * - a list of local sources, written 'mp4:{url},webm:{url},ogv:{url}' (the page-builder / jarallax
 *   form; ogv and ogg are the same Ogg container), or a single URL ending in .mp4, .webm, .ogv or .ogg.
 */
import { VIDEO_DEFAULT_END_TIME_S, VIDEO_LOOP_END_MARGIN_S } from '../constants.ts';

export type LocalVideoType = 'mp4' | 'webm' | 'ogg';

export interface LocalVideoSource {
  type: LocalVideoType;
  /** MIME type for <source type>. */
  mimeType: `video/${LocalVideoType}`;
  url: string;
}

export type VideoSource =
  | { provider: 'youtube'; id: string }
  | { provider: 'vimeo'; id: string }
  | { provider: 'local'; sources: LocalVideoSource[] };

export const YOUTUBE_THUMBNAIL_SIZES = ['maxresdefault', 'sddefault', 'hqdefault', '0'] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const VIMEO_PATH =
  /^\/(?:video\/|channels\/[\w-]+\/|groups\/[^/]+\/videos\/|album\/\d+\/video\/)?(\d+)(?:\/[\w-]*)?\/?$/;
const LOCAL_ENTRY = /^(mp4|webm|ogv|ogg):(.+)$/i;
const LOCAL_FILE = /\.(mp4|webm|ogv|ogg)$/i;

function parseWebUrl(input: string): URL | null {
  const withScheme = input.startsWith('//')
    ? `https:${input}`
    : /^[a-z][a-z\d+.-]*:/i.test(input)
      ? input
      : `https://${input}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^www\./, '');
}

function youtubeId(url: URL): string | null {
  const host = hostOf(url);
  let candidate: string | null | undefined;
  if (host === 'youtu.be') {
    candidate = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first === 'embed' || first === 'v' || first === 'shorts' || first === 'live') candidate = second;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function vimeoId(url: URL): string | null {
  const host = hostOf(url);
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  return VIMEO_PATH.exec(url.pathname)?.[1] ?? null;
}

function localType(extension: string): LocalVideoType {
  const lower = extension.toLowerCase();
  return lower === 'ogv' ? 'ogg' : (lower as LocalVideoType);
}

function localSource(type: string, url: string): LocalVideoSource {
  const normalized = localType(type);
  return { type: normalized, mimeType: `video/${normalized}`, url };
}

function localSources(input: string): LocalVideoSource[] | null {
  if (LOCAL_ENTRY.test(input)) {
    // Split only before a type prefix, so commas inside a URL survive.
    const entries = input.split(/,(?=\s*(?:mp4|webm|ogv|ogg):)/i).map((entry) => entry.trim());
    const sources: LocalVideoSource[] = [];
    for (const entry of entries) {
      const match = LOCAL_ENTRY.exec(entry);
      if (!match?.[1] || !match[2]?.trim()) return null;
      sources.push(localSource(match[1], match[2].trim()));
    }
    return sources;
  }
  const path = input.split(/[?#]/)[0] ?? '';
  const extension = LOCAL_FILE.exec(path)?.[1];
  return extension ? [localSource(extension, input)] : null;
}

/** The provider and id (or local sources) of a video URL, or null when the URL is not valid. */
export function parseVideoUrl(input: string | null | undefined): VideoSource | null {
  const value = input?.trim() ?? '';
  if (value === '') return null;
  const local = localSources(value);
  if (local) return { provider: 'local', sources: local };
  const url = parseWebUrl(value);
  if (!url) return null;
  const youtube = youtubeId(url);
  if (youtube) return { provider: 'youtube', id: youtube };
  const vimeo = vimeoId(url);
  if (vimeo) return { provider: 'vimeo', id: vimeo };
  return null;
}

export function isValidVideoUrl(input: string | null | undefined): boolean {
  return parseVideoUrl(input) !== null;
}

/** Thumbnail URLs to try in order until one loads (the largest first). */
export function youtubeThumbnailCandidates(id: string): string[] {
  return YOUTUBE_THUMBNAIL_SIZES.map((size) => `https://img.youtube.com/vi/${id}/${size}.jpg`);
}

/** Vimeo's JSON interface for a video; its thumbnail_large field is the still image. */
export function vimeoJsonUrl(id: string): string {
  return `https://vimeo.com/api/v2/video/${id}.json`;
}

export type VideoEndAction = 'continue' | 'restart' | 'stop';

/**
 * What a playing video does at `currentTime` (seconds) with an end time: once it is within the
 * loop end margin (0.1 s) of the end time it restarts when looping, or stops and goes back to
 * the still image. An end time of 0 means no end time (the natural end is the player's event).
 */
export function videoEndAction(
  currentTime: number,
  endTime: number = VIDEO_DEFAULT_END_TIME_S,
  loop = false,
): VideoEndAction {
  if (!(endTime > 0) || currentTime < endTime - VIDEO_LOOP_END_MARGIN_S) return 'continue';
  return loop ? 'restart' : 'stop';
}
