/**
 * One line of the cart: picture, name (a link to the product), size, price with the old price struck
 * through, the quantity stepper, remove (asks first: remove-from-cart modal) and the line's errors (the
 * server's cart item errors and a failed change). `compact` is the mini-cart's smaller layout.
 */
import { useId } from 'react';
import { Link } from 'wouter';
import type { CartLine } from '../../shared/cart/cart-view.ts';
import { useStoreView, useT } from '../../shared/store-view/store-view.tsx';
import { CloseIcon, MinusIcon, PlusIcon } from '../../shared/ui/icons.tsx';
import { formatCartMoney } from './cart-money.ts';
import { MAX_QUANTITY, MIN_QUANTITY } from './useCartScreen.ts';
import styles from './Cart.module.css';

export interface CartLineItemProps {
  line: CartLine;
  busy: boolean;
  /** A failed change of this line: the server's message, or null for a generic one. */
  failure: { message: string | null } | null;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  onNavigate?: () => void;
  compact?: boolean;
}

export function CartLineItem({
  line,
  busy,
  failure,
  onQuantity,
  onRemove,
  onNavigate,
  compact,
}: CartLineItemProps) {
  const t = useT();
  const { locale } = useStoreView();
  const errorsId = useId();
  const messages = [
    ...line.errors.map((e) => e.message),
    ...(line.outOfStock && line.errors.length === 0
      ? [t('cart.line.outOfStock', 'This size is out of stock. Remove it to continue.')]
      : []),
    ...(failure ? [failure.message ?? t('cart.line.failed', 'Something went wrong. Please try again.')] : []),
  ];
  const name = line.urlPath ? (
    <Link href={line.urlPath} className={styles.lineName} onClick={onNavigate}>
      {line.name}
    </Link>
  ) : (
    <span className={styles.lineName}>{line.name}</span>
  );
  return (
    <li className={compact ? styles.lineCompact : styles.line} aria-busy={busy} data-testid="cart-line">
      <div className={styles.lineImage}>
        {line.imageUrl ? <img src={line.imageUrl} alt="" width={96} height={128} loading="lazy" /> : null}
      </div>
      <div className={styles.lineBody}>
        {name}
        {line.size ? (
          <p className={styles.lineMeta}>{t('cart.line.size', 'Size: {size}', { size: line.size })}</p>
        ) : null}
        <p className={styles.linePrice}>
          <span className={line.oldPrice ? styles.priceSale : undefined}>
            {formatCartMoney(line.price, locale)}
          </span>
          {line.oldPrice ? (
            <s className={styles.priceOld}>
              <span className={styles.visuallyHidden}>{t('cart.line.oldPrice', 'Old price')} </span>
              {formatCartMoney(line.oldPrice, locale)}
            </s>
          ) : null}
        </p>
        <div className={styles.lineControls}>
          <div
            className={styles.stepper}
            role="group"
            aria-label={t('cart.line.quantityOf', 'Quantity of {name}', { name: line.name })}
          >
            <button
              type="button"
              className={styles.stepperButton}
              aria-label={t('cart.line.decrease', 'Decrease quantity')}
              disabled={busy || line.quantity <= MIN_QUANTITY}
              onClick={() => onQuantity(line, line.quantity - 1)}
            >
              <MinusIcon size={16} />
            </button>
            <output className={styles.stepperValue} aria-live="polite">
              {line.quantity}
            </output>
            <button
              type="button"
              className={styles.stepperButton}
              aria-label={t('cart.line.increase', 'Increase quantity')}
              disabled={busy || line.quantity >= MAX_QUANTITY || line.outOfStock}
              onClick={() => onQuantity(line, line.quantity + 1)}
            >
              <PlusIcon size={16} />
            </button>
          </div>
          <span className={styles.lineTotal}>{formatCartMoney(line.rowTotal, locale)}</span>
        </div>
        {messages.length > 0 ? (
          <div id={errorsId} className={styles.lineErrors} aria-live="polite">
            <ul>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('cart.line.remove', 'Remove {name} from the cart', { name: line.name })}
        aria-describedby={messages.length > 0 ? errorsId : undefined}
        disabled={busy}
        onClick={() => onRemove(line)}
      >
        <CloseIcon size={18} />
      </button>
    </li>
  );
}
