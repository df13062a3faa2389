/** The contact-us form on the /contact-us page, below the page's content (loaded with that page only). */
import { useId } from 'react';
import { useT } from '../../shared/store-view/store-view.tsx';
import { ContactUsForm } from './ContactUsForm.tsx';
import styles from './contact.module.css';

export default function ContactUsSection() {
  const t = useT();
  const heading = useId();
  return (
    <section className={styles.section} aria-labelledby={heading}>
      <h2 id={heading}>{t('contactUs.formTitle', 'Write to us')}</h2>
      <p className={styles.intro}>
        {t('contactUs.intro', 'Leave your question and we will get back to you within one working day.')}
      </p>
      <ContactUsForm />
    </section>
  );
}
