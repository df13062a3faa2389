/**
 * The loyalty card as a barcode a till scanner reads (EAN-13, drawn as SVG by jsbarcode). jsbarcode is
 * fetched only when a card is shown (a dynamic import after mount), so no other page pays for it; a
 * number that is not an EAN-13 (another backend's card) is drawn as CODE128.
 */
import { useEffect, useRef } from 'react';
import { useT } from '../../../shared/store-view/store-view.tsx';
import styles from '../Account.module.css';

const EAN13 = /^\d{13}$/;

export function LoyaltyCardBarcode({ card }: { card: string }) {
  const t = useT();
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let live = true;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (!live || !svg.current) return;
      JsBarcode(svg.current, card, {
        format: EAN13.test(card) ? 'EAN13' : 'CODE128',
        width: 2,
        height: 64,
        margin: 8,
        // The number is printed as text beside it (LoyaltyBalance); jsbarcode's own digits need a canvas.
        displayValue: false,
        background: '#ffffff',
        lineColor: '#000000',
      });
    });
    return () => {
      live = false;
    };
  }, [card]);
  return (
    <svg
      ref={svg}
      className={styles.barcode}
      role="img"
      aria-label={t('account.loyalty.barcode', 'Barcode of loyalty card {card}', { card })}
    />
  );
}
