/**
 * Price alerts (cart-account spec §3, §4): the products the customer follows, with the price when
 * they subscribed and now, a link to each, and removal by sku (the store's list follows the server's
 * answer, so the product page's switch agrees).
 */
import { useState } from 'react';
import { useClient, useQuery } from 'urql';
import { Link } from 'wouter';
import { formatMoney } from '../../../shared/catalog/price.ts';
import { setPriceAlert } from '../../../shared/price-alerts/price-alert-client.ts';
import { useDispatch } from '../../../shared/state/app-store.tsx';
import { useStoreView, useT } from '../../../shared/store-view/store-view.tsx';
import { PRICE_ALERT_LIST } from '../price-alert-documents.ts';
import { TabLoadError, TabLoading } from '../TabState.tsx';
import styles from '../Account.module.css';

export function PriceAlerts() {
  const t = useT();
  const { locale } = useStoreView();
  const client = useClient();
  const dispatch = useDispatch();
  const [result, reexecute] = useQuery({ query: PRICE_ALERT_LIST, requestPolicy: 'network-only' });
  const [removed, setRemoved] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const entries = result.data?.priceAlert?.products;
  if (result.fetching && !entries) return <TabLoading />;
  if (!entries)
    return <TabLoadError error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  const shown = entries.filter((e) => !removed.includes(e.sku));

  const remove = async (sku: string, name: string) => {
    setBusy(sku);
    setFailure(null);
    const outcome = await setPriceAlert(client, dispatch, sku, false).catch(() => ({
      ok: false as const,
      message: null,
    }));
    setBusy(null);
    if (!outcome.ok) {
      setFailure(
        outcome.message ?? t('account.priceAlerts.notRemoved', 'The alert was not removed. Try again.'),
      );
      return;
    }
    setRemoved((list) => [...list, sku]);
    setStatus(t('account.priceAlerts.removed', 'You no longer follow the price of {name}.', { name }));
  };

  return (
    <>
      <p className={styles.status} role="status">
        {status}
      </p>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className={styles.muted}>
          {t(
            'account.priceAlerts.empty',
            'You follow no prices yet. On a product’s page, choose “Tell me when the price drops” and we will e-mail you when it gets cheaper.',
          )}
        </p>
      ) : (
        <ul className={styles.list}>
          {shown.map((entry) => {
            const name = entry.product?.name ?? entry.sku;
            const now = entry.product?.price_range.minimum_price.final_price;
            return (
              <li key={entry.sku} className={`${styles.card} ${styles.orderHead}`} data-testid="price-alert">
                <div>
                  <p className={styles.itemName}>
                    {entry.product ? (
                      <Link
                        href={`/${entry.product.url_key ?? ''}${entry.product.url_suffix ?? '.html'}`}
                        className={styles.link}
                      >
                        {name}
                      </Link>
                    ) : (
                      name
                    )}
                  </p>
                  <p className={styles.muted}>
                    {t('account.priceAlerts.subscribedAt', 'When you subscribed: {price}', {
                      price: formatMoney(
                        entry.subscribed_price.value ?? 0,
                        entry.subscribed_price.currency,
                        locale,
                      ),
                    })}
                    {now?.value != null
                      ? ` · ${t('account.priceAlerts.now', 'Now: {price}', {
                          price: formatMoney(now.value, now.currency, locale),
                        })}`
                      : null}
                  </p>
                </div>
                <button
                  type="button"
                  className={styles.secondary}
                  aria-busy={busy === entry.sku}
                  disabled={busy !== null}
                  onClick={() => void remove(entry.sku, name)}
                >
                  {t('account.priceAlerts.remove', 'Remove {name}', { name })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
