/** The suggestion list: up to five products with picture (93×124, requested at 150 px), brand, name, price. */
import { Link } from 'wouter';
import { cardPrices, formatMoney } from '../../shared/catalog/price.ts';
import {
  SUGGESTION_IMAGE_DISPLAY,
  SUGGESTION_IMAGE_REQUEST_WIDTH,
  withWidthParam,
} from '../../shared/media/images.ts';
import { useStoreView, useT } from '../../shared/store-view/store-view.tsx';
import { suggestionHref, type Suggestion } from './suggestions-query.ts';
import styles from './Search.module.css';

type Money = { value?: number | null; currency?: string | null } | null | undefined;
const money = (m: Money) => (m ? { value: m.value ?? undefined, currency: m.currency ?? undefined } : null);

/** The suggestion's minimum price in the shape the price rules take (GraphQL nulls as absent values). */
function minimumPrice(item: Suggestion) {
  const minimum = item.price_range.minimum_price;
  return { final_price: money(minimum?.final_price), regular_price: money(minimum?.regular_price) };
}

export function Suggestions({
  items,
  onSelect,
  id,
}: {
  items: Suggestion[];
  onSelect?: () => void;
  id?: string;
}) {
  const t = useT();
  const { locale } = useStoreView();
  return (
    <section id={id} className={styles.suggestions} aria-label={t('suggestions.label', 'Search suggestions')}>
      <ul className={styles.suggestionList}>
        {items.map((item) => {
          const { price, oldPrice } = cardPrices(minimumPrice(item));
          return (
            <li key={item.uid}>
              <Link href={suggestionHref(item)} className={styles.suggestion} onClick={onSelect}>
                <img
                  className={styles.suggestionImage}
                  src={withWidthParam(item.small_image.url, SUGGESTION_IMAGE_REQUEST_WIDTH)}
                  width={SUGGESTION_IMAGE_DISPLAY.width}
                  height={SUGGESTION_IMAGE_DISPLAY.height}
                  loading="lazy"
                  alt=""
                />
                <span className={styles.suggestionText}>
                  {item.brand_label ? (
                    <span className={styles.suggestionBrand}>{item.brand_label}</span>
                  ) : null}
                  <span className={styles.suggestionName}>{item.name}</span>
                  <span className={styles.suggestionPrice}>
                    <span className={oldPrice ? styles.salePrice : undefined}>
                      {formatMoney(price.value, price.currency, locale)}
                    </span>
                    {oldPrice ? (
                      <s className={styles.oldPrice}>
                        <span className={styles.visuallyHidden}>
                          {t('productCard.oldPrice', 'Old price')}:{' '}
                        </span>
                        {formatMoney(oldPrice.value, oldPrice.currency, locale)}
                      </s>
                    ) : null}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
