import { describe, expect, it } from 'vitest';
import {
  isValidVideoUrl,
  parseVideoUrl,
  videoEndAction,
  vimeoJsonUrl,
  YOUTUBE_THUMBNAIL_SIZES,
  youtubeThumbnailCandidates,
} from './video.ts';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoUrl: YouTube', () => {
  it('reads the 11-character id from the usual link forms', () => {
    for (const url of [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?feature=share&v=${ID}&t=10`,
      `https://m.youtube.com/watch?v=${ID}`,
      `https://youtu.be/${ID}?t=3`,
      `https://www.youtube.com/embed/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
      `https://www.youtube.com/v/${ID}`,
      `https://www.youtube.com/shorts/${ID}`,
      `//www.youtube.com/embed/${ID}`,
      `youtu.be/${ID}`,
    ]) {
      expect(parseVideoUrl(url), url).toEqual({ provider: 'youtube', id: ID });
    }
  });

  it('rejects ids that are not exactly 11 characters or hosts that are not YouTube', () => {
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXc')).toBeNull();
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQQ')).toBeNull();
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9W$XcQ')).toBeNull();
    expect(parseVideoUrl(`https://example.com/embed/${ID}`)).toBeNull();
    expect(parseVideoUrl(`https://notyoutube.com/watch?v=${ID}`)).toBeNull();
    expect(parseVideoUrl('https://www.youtube.com/channel/UC12345678901')).toBeNull();
  });
});

describe('parseVideoUrl: Vimeo', () => {
  it('reads the numeric id from the usual link forms', () => {
    for (const url of [
      'https://vimeo.com/76979871',
      'https://www.vimeo.com/76979871/',
      'http://player.vimeo.com/video/76979871?autoplay=1',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://vimeo.com/groups/shortfilms/videos/76979871',
      'https://vimeo.com/album/2222/video/76979871',
      'https://vimeo.com/76979871/abcdef1234',
    ]) {
      expect(parseVideoUrl(url), url).toEqual({ provider: 'vimeo', id: '76979871' });
    }
  });

  it('rejects non-numeric ids and other hosts', () => {
    expect(parseVideoUrl('https://vimeo.com/about')).toBeNull();
    expect(parseVideoUrl('https://vimeo.com/channels/staffpicks')).toBeNull();
    expect(parseVideoUrl('https://notvimeo.com/76979871')).toBeNull();
  });
});

describe('parseVideoUrl: local sources', () => {
  it('reads a list of typed sources, normalising ogv to ogg', () => {
    expect(parseVideoUrl('mp4:/media/a.mp4,webm:/media/a.webm, ogv:https://cdn.example/a,b.ogv')).toEqual({
      provider: 'local',
      sources: [
        { type: 'mp4', mimeType: 'video/mp4', url: '/media/a.mp4' },
        { type: 'webm', mimeType: 'video/webm', url: '/media/a.webm' },
        { type: 'ogg', mimeType: 'video/ogg', url: 'https://cdn.example/a,b.ogv' },
      ],
    });
  });

  it('accepts a single file URL with a video extension', () => {
    expect(parseVideoUrl('https://shop.example/media/intro.MP4?v=2')).toEqual({
      provider: 'local',
      sources: [{ type: 'mp4', mimeType: 'video/mp4', url: 'https://shop.example/media/intro.MP4?v=2' }],
    });
    expect(parseVideoUrl('/media/intro.ogg')).toMatchObject({ sources: [{ type: 'ogg' }] });
  });

  it('rejects other formats and malformed lists', () => {
    expect(parseVideoUrl('/media/intro.mov')).toBeNull();
    expect(parseVideoUrl('avi:/media/a.avi')).toBeNull();
    expect(parseVideoUrl('mp4:')).toBeNull();
    expect(parseVideoUrl('mp4:/a.mp4,avi:/b.avi')).toEqual({
      provider: 'local',
      sources: [{ type: 'mp4', mimeType: 'video/mp4', url: '/a.mp4,avi:/b.avi' }],
    });
  });
});

describe('isValidVideoUrl', () => {
  it('is false for anything else', () => {
    expect(isValidVideoUrl(`https://youtu.be/${ID}`)).toBe(true);
    for (const value of [
      '',
      '   ',
      null,
      undefined,
      'not a url',
      'https://example.com/page',
      'javascript:alert(1)',
    ]) {
      expect(isValidVideoUrl(value), String(value)).toBe(false);
    }
  });
});

describe('thumbnails', () => {
  it('tries YouTube sizes maxresdefault, sddefault, hqdefault, 0 in order', () => {
    expect(YOUTUBE_THUMBNAIL_SIZES).toEqual(['maxresdefault', 'sddefault', 'hqdefault', '0']);
    expect(youtubeThumbnailCandidates(ID)).toEqual([
      `https://img.youtube.com/vi/${ID}/maxresdefault.jpg`,
      `https://img.youtube.com/vi/${ID}/sddefault.jpg`,
      `https://img.youtube.com/vi/${ID}/hqdefault.jpg`,
      `https://img.youtube.com/vi/${ID}/0.jpg`,
    ]);
  });

  it('asks Vimeo through its JSON interface', () => {
    expect(vimeoJsonUrl('76979871')).toBe('https://vimeo.com/api/v2/video/76979871.json');
  });
});

describe('videoEndAction', () => {
  it('keeps playing without an end time or before the end margin', () => {
    expect(videoEndAction(100, 0, true)).toBe('continue');
    expect(videoEndAction(100)).toBe('continue');
    expect(videoEndAction(9.85, 10, true)).toBe('continue');
  });

  it('restarts a looping video and stops a non-looping one within 0.1 s of the end time', () => {
    expect(videoEndAction(9.9, 10, true)).toBe('restart');
    expect(videoEndAction(9.95, 10, false)).toBe('stop');
    expect(videoEndAction(12, 10)).toBe('stop');
  });
});
