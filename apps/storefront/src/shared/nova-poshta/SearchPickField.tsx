/**
 * A field that searches as the shopper types and offers what it found as buttons (a Nova Poshta city,
 * branch, locker or street): picking one fills the text and remembers its ref; typing again forgets
 * it. Buttons in a labelled list keep it reachable by keyboard and plain for screen readers. Shared by
 * the checkout's delivery step and the account's address book.
 */
import { useId } from 'react';
import styles from './SearchPickField.module.css';

export interface PickOption {
  ref: string;
  label: string;
  detail?: string | null;
}

export function SearchPickField(props: {
  label: string;
  resultsLabel: string;
  /** The shopper's text of the field's error, translated. */
  error?: string | undefined;
  text: string;
  picked: boolean;
  options: readonly PickOption[];
  fetching: boolean;
  searchingText: string;
  nothingFoundText: string | null;
  placeholder?: string;
  autoComplete?: string;
  onText: (text: string) => void;
  onPick: (option: PickOption) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const showResults = !props.picked && (props.options.length > 0 || props.fetching || props.nothingFoundText);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <input
        id={id}
        type="text"
        value={props.text}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete ?? 'off'}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => props.onText(event.currentTarget.value)}
      />
      {props.error ? (
        <p id={errorId} className={styles.fieldError}>
          {props.error}
        </p>
      ) : null}
      {showResults ? (
        <div className={styles.results}>
          {props.fetching ? (
            <p className={styles.muted} role="status">
              {props.searchingText}
            </p>
          ) : props.options.length === 0 ? (
            <p className={styles.muted} role="status">
              {props.nothingFoundText}
            </p>
          ) : (
            <ul className={styles.resultList} aria-label={props.resultsLabel}>
              {props.options.map((option) => (
                <li key={option.ref}>
                  <button type="button" className={styles.resultButton} onClick={() => props.onPick(option)}>
                    <span>{option.label}</span>
                    {option.detail ? <span className={styles.muted}>{option.detail}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
