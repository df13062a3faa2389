import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_PLAYBACK,
  embedUrl,
  playableSource,
  playbackStep,
  playerCommands,
  readVimeoMessage,
  readYouTubeMessage,
} from './video-playback.ts';

describe('playable sources', () => {
  it('accepts YouTube 11-character ids, Vimeo numeric ids and local mp4/webm/ogv/ogg files only', () => {
    expect(playableSource('https://www.youtube.com/watch?v=Vt9mQk2xLpA')).toEqual({
      provider: 'youtube',
      id: 'Vt9mQk2xLpA',
    });
    expect(playableSource('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(playableSource('/media/video/a.webm')?.provider).toBe('local');
    expect(playableSource('mp4:/media/a.mp4,ogv:/media/a.ogv')).toMatchObject({
      provider: 'local',
      sources: [
        { type: 'mp4', url: '/media/a.mp4' },
        { type: 'ogg', url: '/media/a.ogv' },
      ],
    });
    expect(playableSource('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(playableSource('https://vimeo.com/about')).toBeNull();
    expect(playableSource('/media/a.avi')).toBeNull();
    expect(playableSource('mp4:javascript:alert(1)')).toBeNull();
    expect(playableSource('')).toBeNull();
  });
});

describe('embed urls', () => {
  it('YouTube background: autoplay muted, no controls, loops as a playlist of itself', () => {
    const url = new URL(embedUrl({ provider: 'youtube', id: 'Vt9mQk2xLpA' }, BACKGROUND_PLAYBACK));
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/Vt9mQk2xLpA');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      controls: '0',
      loop: '1',
      playlist: 'Vt9mQk2xLpA',
      enablejsapi: '1',
    });
  });
  it('with an end time the page does the looping, and the start time is passed', () => {
    const url = new URL(
      embedUrl(
        { provider: 'youtube', id: 'Vt9mQk2xLpA' },
        { ...BACKGROUND_PLAYBACK, startTime: 5, endTime: 20 },
      ),
    );
    expect(url.searchParams.get('loop')).toBeNull();
    expect(url.searchParams.get('start')).toBe('5');
  });
  it('Vimeo background mode', () => {
    const url = new URL(embedUrl({ provider: 'vimeo', id: '76979871' }, BACKGROUND_PLAYBACK));
    expect(url.origin + url.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      autoplay: '1',
      muted: '1',
      loop: '1',
      background: '1',
    });
    const content = new URL(
      embedUrl(
        { provider: 'vimeo', id: '1' },
        { ...BACKGROUND_PLAYBACK, controls: true, autoplay: false, loop: false },
      ),
    );
    expect(content.searchParams.get('background')).toBeNull();
    expect(content.searchParams.get('autoplay')).toBe('0');
  });
});

describe('player messages', () => {
  it('reads YouTube time reports, the ended state and errors', () => {
    expect(
      readYouTubeMessage(JSON.stringify({ event: 'infoDelivery', info: { currentTime: 12.5 } })),
    ).toEqual({
      ready: true,
      currentTime: 12.5,
    });
    expect(readYouTubeMessage({ event: 'infoDelivery', info: { playerState: 0 } })).toEqual({
      ready: true,
      ended: true,
    });
    expect(readYouTubeMessage({ event: 'onStateChange', info: 0 })).toEqual({ ready: true, ended: true });
    expect(readYouTubeMessage('{"event":"onError","info":150}')).toEqual({ error: true });
    expect(readYouTubeMessage('not json')).toBeNull();
    expect(readYouTubeMessage({ foo: 1 })).toBeNull();
  });
  it('reads Vimeo time updates, the end and errors', () => {
    expect(readVimeoMessage({ event: 'ready' })).toEqual({ ready: true });
    expect(readVimeoMessage('{"event":"timeupdate","data":{"seconds":3.2}}')).toEqual({
      ready: true,
      currentTime: 3.2,
    });
    expect(readVimeoMessage({ event: 'ended' })).toEqual({ ready: true, ended: true });
    expect(readVimeoMessage({ event: 'error', data: { message: 'x' } })).toEqual({ error: true });
  });
  it('commands are JSON messages', () => {
    expect(JSON.parse(playerCommands.youtube.seek(4))).toEqual({
      event: 'command',
      func: 'seekTo',
      args: [4, true],
    });
    expect(JSON.parse(playerCommands.vimeo.listen('timeupdate'))).toEqual({
      method: 'addEventListener',
      value: 'timeupdate',
    });
  });
});

describe('end behaviour', () => {
  it('without an end time: plays on; at the natural end loops or stops', () => {
    expect(playbackStep({ currentTime: 100 }, { endTime: 0, loop: false })).toBe('continue');
    expect(playbackStep({ ended: true }, { endTime: 0, loop: true })).toBe('restart');
    expect(playbackStep({ ended: true }, { endTime: 0, loop: false })).toBe('stop');
  });
  it('with an end time: within 0.1 s of it, restarts when looping, otherwise stops', () => {
    expect(playbackStep({ currentTime: 9.85 }, { endTime: 10, loop: true })).toBe('continue');
    expect(playbackStep({ currentTime: 9.95 }, { endTime: 10, loop: true })).toBe('restart');
    expect(playbackStep({ currentTime: 9.95 }, { endTime: 10, loop: false })).toBe('stop');
    expect(playbackStep({}, { endTime: 10, loop: false })).toBe('continue');
  });
});
