/**
 * The footer (spec §2): phone (not on phones), App Store button, three link columns from CMS blocks
 * (collapsible on phones; a contact-us link opens the contact modal), social links, four Instagram
 * accounts, payment card marks and the copyright year.
 */
import {
  AppleIcon,
  ChevronDownIcon,
  FacebookIcon,
  InstagramIcon,
  PhoneIcon,
  TelegramIcon,
  ApplePayCard,
  GooglePayCard,
  MastercardCard,
  VisaCard,
} from '../../shared/ui/icons.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { RichHtml } from '../../features/cms/page-builder/RichHtml.tsx';
import { Logo } from './Logo.tsx';
import { FOOTER_ELEMENT_ID } from './layout-ids.ts';
import { telHref } from './footer-content.ts';
import { useFooter, type FooterState } from './useFooter.ts';
import styles from './Footer.module.css';

function LinkColumns({ footer }: { footer: FooterState }) {
  const t = useT();
  if (footer.error) {
    return (
      <p className={styles.notice} role="alert">
        {footer.error}
      </p>
    );
  }
  if (footer.groups.length === 0) {
    if (footer.loading) return <div className={styles.columnsPlaceholder} aria-hidden="true" />;
    return <p className={styles.notice}>{t('cmsBlock.noBlocks', 'There are no blocks to display')}</p>;
  }
  return (
    <>
      {footer.groups.map((group) => {
        const expanded = footer.isExpanded(group.id);
        const bodyId = `footer-group-${group.id}`;
        return (
          <section key={group.id} className={`${styles.group} ${expanded ? styles.groupOpen : ''}`}>
            <h2 className={styles.groupHeading}>
              {footer.collapsible ? (
                <button
                  type="button"
                  className={styles.groupToggle}
                  aria-expanded={expanded}
                  aria-controls={bodyId}
                  onClick={() => footer.toggle(group.id)}
                >
                  {group.title}
                  <ChevronDownIcon size={18} className={styles.groupChevron} />
                </button>
              ) : (
                <span className={styles.groupTitle}>{group.title}</span>
              )}
            </h2>
            {/* Capture phase: a contact-us link opens the modal before RichHtml would route it. */}
            <div onClickCapture={footer.onLinkClickCapture}>
              <RichHtml html={group.body} className={styles.groupBody} id={bodyId} />
            </div>
          </section>
        );
      })}
    </>
  );
}

export function Footer() {
  const t = useT();
  const footer = useFooter();
  const config = footer.config;
  return (
    <footer id={FOOTER_ELEMENT_ID} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <Logo className={styles.footerLogo} />
          <div className={styles.topActions}>
            {config?.contact_phone ? (
              <a href={telHref(config.contact_phone)} className={styles.phone}>
                <PhoneIcon size={18} />
                <span className={styles.phoneLabel}>{t('footer.phone', 'Call us')}</span>
                <span className={styles.phoneNumber}>{config.contact_phone}</span>
              </a>
            ) : null}
            {config?.apple_store_url ? (
              <a
                href={config.apple_store_url}
                className={styles.appStore}
                target="_blank"
                rel="noopener noreferrer"
              >
                <AppleIcon size={22} />
                <span>
                  <small>{t('footer.downloadOn', 'Download on the')}</small>
                  App Store
                </span>
                <span className={styles.visuallyHidden}>
                  {t('footer.downloadApp', 'Download on the App Store')}
                </span>
              </a>
            ) : null}
          </div>
        </div>
        <div className={styles.columns}>
          <LinkColumns footer={footer} />
          <section className={styles.social}>
            <h2 className={styles.socialHeading}>{t('footer.socials', 'We are on social media')}</h2>
            <ul className={styles.socialLinks}>
              {footer.socialLinks.map((link) => (
                <li key={link.kind} className={link.kind === 'instagram' ? styles.mobileOnly : undefined}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.socialLink}
                    aria-label={link.label}
                  >
                    {link.kind === 'facebook' ? <FacebookIcon size={20} /> : null}
                    {link.kind === 'telegram' ? <TelegramIcon size={20} /> : null}
                    {link.kind === 'instagram' ? <InstagramIcon size={20} /> : null}
                  </a>
                </li>
              ))}
            </ul>
            {footer.instagramAccounts.length > 0 ? (
              <>
                <h3 className={styles.instagramHeading}>{t('footer.instagram', 'Instagram')}</h3>
                <ul className={styles.instagram}>
                  {footer.instagramAccounts.map((account) => (
                    <li key={account.kind}>
                      <a
                        href={account.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={styles.instagramLink}
                      >
                        <InstagramIcon size={16} />
                        <span>{account.label}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        </div>
        <div className={styles.bottom}>
          <div className={styles.payments}>
            <span className={styles.paymentsLabel}>{t('footer.paymentMethods', 'We accept')}</span>
            <ul className={styles.cards}>
              <li>
                <VisaCard label="Visa" />
              </li>
              <li>
                <MastercardCard label="Mastercard" />
              </li>
              <li>
                <ApplePayCard label="Apple Pay" />
              </li>
              <li>
                <GooglePayCard label="Google Pay" />
              </li>
            </ul>
          </div>
          <p className={styles.copyright}>
            {t('footer.copyright', '© {year} All rights reserved.', { year: footer.year })}
          </p>
        </div>
      </div>
    </footer>
  );
}
