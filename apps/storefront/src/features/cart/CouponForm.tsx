/**
 * The coupon field of the cart page: apply a code, or remove the applied one; the server's message
 * when it refuses (Magento's own text, e.g. 'The coupon code "X" is not valid.').
 */
import { useId, useState, type FormEvent } from 'react';
import type { CartOutcome } from '../../shared/cart/cart-service.ts';
import { useT } from '../../shared/store-view/store-view.tsx';
import ui from '../../shared/ui/ui.module.css';
import styles from './Cart.module.css';

export interface CouponFormProps {
  applied: string | null;
  onApply: (code: string) => Promise<CartOutcome>;
  onRemove: () => Promise<CartOutcome>;
}

export function CouponForm({ applied, onApply, onRemove }: CouponFormProps) {
  const t = useT();
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function act(run: () => Promise<CartOutcome>) {
    setBusy(true);
    setError(null);
    const outcome = await run();
    setBusy(false);
    if (outcome.ok) setCode('');
    else
      setError(
        outcome.message ?? t('cart.coupon.failed', 'The coupon could not be applied. Please try again.'),
      );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t('cart.coupon.empty', 'Enter a coupon code.'));
      return;
    }
    void act(() => onApply(trimmed));
  }

  if (applied)
    return (
      <div className={styles.coupon}>
        <p className={styles.couponApplied}>
          {t('cart.coupon.applied', 'Coupon {code} applied', { code: applied })}
        </p>
        <button type="button" className={ui.buttonGhost} disabled={busy} onClick={() => void act(onRemove)}>
          {t('cart.coupon.remove', 'Remove coupon')}
        </button>
        {error ? (
          <p role="alert" className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    );

  return (
    <form className={styles.coupon} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={styles.couponLabel}>
        {t('cart.coupon.label', 'Coupon code')}
      </label>
      <div className={styles.couponRow}>
        <input
          id={inputId}
          className={styles.couponInput}
          value={code}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className={ui.buttonGhost} disabled={busy} aria-busy={busy}>
          {t('cart.coupon.apply', 'Apply')}
        </button>
      </div>
      {error ? (
        <p id={messageId} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
