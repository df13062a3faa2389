/**
 * One form field: its label, the control (input, textarea, select: given as a render function so
 * any control fits) and its error text. The control gets the id the label points at,
 * `aria-invalid` while it has an error and `aria-describedby` naming the error text, so a
 * screen reader reads the error when the field takes focus (the form focuses the first invalid
 * field on submit).
 */
import { useId, type ReactNode } from 'react';
import styles from './forms.module.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function FormField(props: {
  label: ReactNode;
  /** The shopper's text of the field's error, already translated; none when valid. */
  error?: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={props.className ?? styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      {props.children({
        id,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': props.error ? errorId : undefined,
      })}
      {props.error ? (
        <p id={errorId} className={styles.error}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
