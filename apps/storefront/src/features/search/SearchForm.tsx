/**
 * The search form (spec §2): a text field with a search icon button, the suggestion list and a submit
 * button. Used by the search panel and, inline, by the /search.html page.
 */
import { useId, type Ref } from 'react';
import { useT } from '../../shared/store-view/store-view.tsx';
import { SEARCH_MAX_LENGTH } from '../../shared/constants.ts';
import { ArrowRightIcon, SearchIcon } from '../../shared/ui/icons.tsx';
import ui from '../../shared/ui/ui.module.css';
import { Suggestions } from './Suggestions.tsx';
import { useSearchForm } from './useSearchForm.ts';
import styles from './Search.module.css';

export interface SearchFormProps {
  inputRef?: Ref<HTMLInputElement>;
  /** After a search was submitted or a suggestion chosen. */
  onDone?: () => void;
  variant?: 'panel' | 'page';
}

export function SearchForm({ inputRef, onDone, variant = 'panel' }: SearchFormProps) {
  const t = useT();
  const form = useSearchForm({ onSubmitted: onDone });
  const inputId = useId();
  const listId = useId();
  const { suggestions } = form;
  return (
    <form
      role="search"
      className={`${styles.form} ${variant === 'page' ? styles.formPage : ''}`}
      onSubmit={form.onSubmit}
    >
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        {t('searchBar.label', 'Search')}
      </label>
      <div className={styles.field}>
        <button type="submit" className={styles.iconButton} aria-label={t('searchBar.iconButton', 'Search')}>
          <SearchIcon size={22} />
        </button>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          name="search"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          enterKeyHint="search"
          placeholder={t('searchBar.placeholder', 'What are you looking for?')}
          value={form.text}
          onChange={(event) => form.setText(event.target.value)}
          aria-controls={suggestions.visible ? listId : undefined}
        />
        <button type="submit" className={`${ui.button} ${styles.submit}`}>
          <span className={styles.submitLabel}>{t('search.showResults', 'Show results')}</span>
          <ArrowRightIcon size={20} className={styles.submitIcon} />
        </button>
      </div>
      {suggestions.visible ? <Suggestions id={listId} items={suggestions.items} onSelect={onDone} /> : null}
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {suggestions.visible
          ? t('search.suggestionCount', 'Suggestions: {count}', { count: suggestions.items.length })
          : ''}
      </p>
    </form>
  );
}
