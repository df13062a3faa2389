/**
 * The frame of every auth page: a centred card with the title and an optional intro on a phone; on a
 * desktop the card sits beside an aside (e.g. "New here?"). Not indexed, never cached (personal route).
 */
import type { ReactNode } from 'react';
import { PageHead } from '../../shared/page/PageHead.tsx';
import styles from './auth.module.css';

export function AuthPage(props: {
  id: string;
  title: string;
  intro?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${props.id}-title`;
  return (
    <div className={props.aside ? styles.split : styles.single}>
      <PageHead title={props.title} robots="NOINDEX,NOFOLLOW" />
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {props.title}
        </h1>
        {props.intro ? <p className={styles.intro}>{props.intro}</p> : null}
        {props.children}
      </section>
      {props.aside ? <aside className={styles.aside}>{props.aside}</aside> : null}
    </div>
  );
}
