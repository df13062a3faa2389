/**
 * What a screen reader hears when a submit is refused: a polite live region, present from the
 * first render (a region added together with its text is often not read), saying how many fields
 * need attention and what is wrong with each. The field errors themselves are tied to their
 * controls by `aria-describedby` (FormField).
 */
import styles from './forms.module.css';

export function FormAnnouncer(props: { summary: string | null; errors: readonly string[] }) {
  return (
    <p className={styles.visuallyHidden} role="status" aria-live="polite">
      {props.summary ? [props.summary, ...props.errors].join(' ') : ''}
    </p>
  );
}

/** The text of a form-wide error (the request failed): announced at once. */
export function FormError(props: { message: string | undefined }) {
  return props.message ? (
    <p className={styles.error} role="alert">
      {props.message}
    </p>
  ) : null;
}
