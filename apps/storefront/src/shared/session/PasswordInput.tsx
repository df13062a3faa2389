/**
 * A password input with a "Show password" toggle (typing a long password on a phone is easier when
 * it can be checked). The toggle is a real button with a stable name and aria-pressed; the input keeps
 * the label FormField gives it.
 */
import { useState, type InputHTMLAttributes } from 'react';
import { useT } from '../store-view/store-view.tsx';
import styles from './session-forms.module.css';

export function PasswordInput(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
    autoComplete: 'current-password' | 'new-password';
    ref?: React.Ref<HTMLInputElement>;
  },
) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.password}>
      <input {...props} type={shown ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" />
      <button
        type="button"
        className={styles.reveal}
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
      >
        {t('auth.showPassword', 'Show password')}
      </button>
    </div>
  );
}
