/** The lines of the cart, each with its busy state and failure (useCartScreen). */
import type { CartLine } from '../../shared/cart/cart-view.ts';
import { useT } from '../../shared/store-view/store-view.tsx';
import { CartLineItem } from './CartLineItem.tsx';
import type { LineFailure } from './useCartScreen.ts';
import styles from './Cart.module.css';

export interface CartLineListProps {
  lines: readonly CartLine[];
  busyLine: string | null;
  failure: LineFailure | null;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  onNavigate?: () => void;
  compact?: boolean;
}

export function CartLineList({ lines, busyLine, failure, ...handlers }: CartLineListProps) {
  const t = useT();
  return (
    <ul className={styles.lines} aria-label={t('cart.lines', 'Products in the cart')}>
      {lines.map((line) => (
        <CartLineItem
          key={line.uid}
          line={line}
          busy={busyLine === line.uid}
          failure={failure?.uid === line.uid ? failure : null}
          {...handlers}
        />
      ))}
    </ul>
  );
}
