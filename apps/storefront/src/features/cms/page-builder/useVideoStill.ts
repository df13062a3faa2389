/**
 * The still image of a video: the content's own image when it has one, else the provider's
 * thumbnail (YouTube: maxresdefault, sddefault, hqdefault, 0 in turn, skipping YouTube's
 * 120 px "no thumbnail" picture; Vimeo: thumbnail_large from its JSON interface). Thumbnails
 * are looked up in the browser only; when none loads (offline) there is no still image.
 */
import { useEffect, useState, type SyntheticEvent } from 'react';
import { vimeoJsonUrl, youtubeThumbnailCandidates, type VideoSource } from '../../../shared/media/video.ts';

/** YouTube serves a 120×90 placeholder when a size does not exist. */
const YOUTUBE_PLACEHOLDER_WIDTH = 120;

export function useVideoStill(source: VideoSource | null, preferred: string | null, enabled: boolean) {
  const youtube = source?.provider === 'youtube' ? youtubeThumbnailCandidates(source.id) : [];
  const [index, setIndex] = useState(0);
  const [vimeo, setVimeo] = useState<string | null>(null);
  const vimeoId = source?.provider === 'vimeo' ? source.id : null;
  const youtubeId = source?.provider === 'youtube' ? source.id : '';

  // Another video starts again from its first thumbnail candidate.
  const [indexFor, setIndexFor] = useState(youtubeId);
  if (indexFor !== youtubeId) {
    setIndexFor(youtubeId);
    setIndex(0);
  }

  useEffect(() => {
    if (preferred || !enabled || !vimeoId) return;
    let cancelled = false;
    fetch(vimeoJsonUrl(vimeoId))
      .then((response) => (response.ok ? response.json() : null))
      .then((data: unknown) => {
        const first = Array.isArray(data) ? (data[0] as Record<string, unknown> | undefined) : undefined;
        const thumbnail = first?.thumbnail_large;
        if (!cancelled && typeof thumbnail === 'string' && /^https:\/\//.test(thumbnail)) setVimeo(thumbnail);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [preferred, enabled, vimeoId]);

  if (preferred) return { src: preferred, onError: undefined, onLoad: undefined, isThumbnail: false };
  if (!enabled) return { src: null, onError: undefined, onLoad: undefined, isThumbnail: true };
  if (youtube.length > 0) {
    const next = () => setIndex((i) => i + 1);
    return {
      src: youtube[index] ?? null,
      onError: next,
      onLoad: (event: SyntheticEvent<HTMLImageElement>) => {
        if (event.currentTarget.naturalWidth <= YOUTUBE_PLACEHOLDER_WIDTH && index < youtube.length - 1)
          next();
      },
      isThumbnail: true,
    };
  }
  return { src: vimeo, onError: () => setVimeo(null), onLoad: undefined, isThumbnail: true };
}
