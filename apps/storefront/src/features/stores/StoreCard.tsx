/** One store of the locator: photo, name, address, hours, phone, description, entry buttons, share. */
import { Link } from 'wouter';
import { useT } from '../../shared/store-view/store-view.tsx';
import { ShareIcon } from '../../shared/ui/icons.tsx';
import ui from '../../shared/ui/ui.module.css';
import type { StoreLocatorPoint } from './queries.ts';
import { storeAnchor, telHref, type EntryGender } from './store-points.ts';
import { useStoreCard } from './useStoreCard.ts';
import styles from './StoresPage.module.css';

export interface StoreCardProps {
  point: StoreLocatorPoint;
  onShare: (point: StoreLocatorPoint) => void;
}

export function StoreCard({ point, onShare }: StoreCardProps) {
  const t = useT();
  const card = useStoreCard(point);
  const anchor = storeAnchor(point);
  const name = point.name ?? '';
  return (
    <article id={anchor} className={styles.card} aria-labelledby={`${anchor}-name`}>
      <div className={styles.photo}>
        {card.photo ? (
          <img
            src={card.photo.src}
            srcSet={card.photo.srcSet}
            sizes={card.photo.sizes}
            width={card.photo.width}
            height={card.photo.height}
            alt={t('stores.photoAlt', 'Store {name}', { name })}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 id={`${anchor}-name`} className={styles.name}>
          {name}
        </h3>
        {card.address ? <p className={styles.address}>{card.address}</p> : null}
        <dl className={styles.facts}>
          {point.working_time ? (
            <div className={styles.fact}>
              <dt>{t('stores.workingTime', 'Opening hours')}</dt>
              <dd>{point.working_time}</dd>
            </div>
          ) : null}
          {point.phone ? (
            <div className={styles.fact}>
              <dt>{t('stores.phone', 'Phone')}</dt>
              <dd>
                <a className={styles.phone} href={telHref(point.phone)}>
                  {point.phone}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
        {card.description ? (
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: card.description }} />
        ) : null}
        {card.entries.length > 0 ? (
          <div className={styles.entries}>
            {card.entries.map((entry) => (
              <Link key={entry.gender} href={entry.href} className={styles.entry} data-gender={entry.gender}>
                {entry.image ? (
                  <img
                    className={styles.entryImage}
                    src={entry.image.src}
                    srcSet={entry.image.srcSet}
                    width={56}
                    height={56}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className={styles.entryImage} aria-hidden="true" />
                )}
                <span className={styles.entryText}>
                  {entry.title || entryFallback(t, entry.gender)}
                  <span className={ui.visuallyHidden}>{`: ${name}`}</span>
                </span>
                <svg
                  className={styles.entryArrow}
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M9 5l7 7-7 7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                  />
                </svg>
              </Link>
            ))}
          </div>
        ) : null}
        <button
          type="button"
          className={styles.share}
          onClick={() => onShare(point)}
          aria-label={t('stores.shareStoreNamed', 'Share the store {name}', { name })}
        >
          <ShareIcon size={16} />
          {t('stores.shareStore', 'Share store')}
        </button>
      </div>
    </article>
  );
}

function entryFallback(t: ReturnType<typeof useT>, gender: EntryGender): string {
  return gender === 'women'
    ? t('stores.forWomen', "Women's department")
    : t('stores.forMen', "Men's department");
}
