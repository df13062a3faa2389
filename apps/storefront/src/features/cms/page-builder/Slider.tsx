/**
 * The Slider content type as an accessible carousel: slides (banners) moved by arrows, dots,
 * the arrow keys and swipes; autoplay at the content's speed, paused on hover and focus, with a
 * pause/play button, and off for shoppers who ask for reduced motion. Hidden slides are inert.
 */
import { useT } from '../../../shared/store-view/store-view.tsx';
import { Poster } from './Poster.tsx';
import { PbContext } from './render-context.ts';
import { toReactStyle } from './style-fields.ts';
import { useSlider } from './useSlider.ts';
import type { SliderNode } from './types.ts';
import styles from './Slider.module.css';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Slider({ node }: { node: SliderNode }) {
  const t = useT();
  const s = useSlider(node);
  if (s.slides.length === 0) return null;
  const count = s.slides.length;
  return (
    <section
      id={node.id}
      className={styles.slider}
      style={toReactStyle(node.style)}
      aria-roledescription="carousel"
      aria-label={t('pageBuilder.slider', 'Slideshow')}
      {...s.handlers}
    >
      <div className={styles.viewport}>
        <div
          className={node.fade ? styles.fadeTrack : styles.track}
          style={node.fade ? undefined : { transform: `translate3d(-${s.index * 100}%, 0, 0)` }}
          aria-live={s.playing ? 'off' : 'polite'}
        >
          {s.slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('pageBuilder.slideOf', '{number} of {count}', { number: i + 1, count })}
              aria-hidden={i !== s.index}
              inert={i !== s.index}
              className={`${styles.slide} ${node.fade && i === s.index ? styles.fadeActive : ''}`}
            >
              <PbContext.Provider value={i === 0 ? s.context : s.laterContext}>
                <Poster node={slide} />
              </PbContext.Provider>
            </div>
          ))}
        </div>
      </div>
      {node.showArrows && count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('pageBuilder.previousSlide', 'Previous slide')}
            onClick={s.previous}
            disabled={!s.canGoPrevious}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('pageBuilder.nextSlide', 'Next slide')}
            onClick={s.next}
            disabled={!s.canGoNext}
          >
            <Chevron direction="right" />
          </button>
        </>
      ) : null}
      {count > 1 && (node.showDots || node.autoplay) ? (
        <div className={styles.controls}>
          {node.autoplay ? (
            <button
              type="button"
              className={styles.pause}
              aria-label={
                s.stopped
                  ? t('pageBuilder.playSlides', 'Play slideshow')
                  : t('pageBuilder.pauseSlides', 'Pause slideshow')
              }
              onClick={s.toggleStopped}
            >
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                {s.stopped ? (
                  <path d="M7 5v14l12-7z" fill="currentColor" />
                ) : (
                  <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
                )}
              </svg>
            </button>
          ) : null}
          {node.showDots ? (
            <div
              className={styles.dots}
              role="group"
              aria-label={t('pageBuilder.chooseSlide', 'Choose a slide')}
            >
              {s.slides.map((slide, i) => (
                <button
                  key={i}
                  type="button"
                  className={styles.dot}
                  aria-label={t('pageBuilder.goToSlide', 'Go to slide {number}', { number: i + 1 })}
                  aria-current={i === s.index ? 'true' : undefined}
                  onClick={() => s.goTo(i)}
                />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
