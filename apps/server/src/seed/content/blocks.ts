/**
 * CMS blocks of both stores. Footer link columns and the header banner are plain HTML (a
 * heading and a list of root-relative links the footer turns into collapsible groups); the
 * blocks shown in the menu drawer (menu-left-*) are Page Builder content.
 */
import type { StoreCode } from '../stores.ts';
import * as pb from './pagebuilder.ts';
import { DEFAULT_SHIPPING_SETTINGS } from '../../modules/shipping/settings.ts';

/** The banner promises what the cart's delivery rates give (one setting). */
const FREE_FROM = DEFAULT_SHIPPING_SETTINGS.free_shipping_threshold;

export interface BlockContent {
  identifier: string;
  title: string;
  content: string;
}

type Link = [href: string, ua: string, ru: string];

function links(s: StoreCode, headingUa: string, headingRu: string, items: Link[]): string {
  const li = items.map(([href, ua, ru]) => `<li><a href="${href}">${s === 'ua' ? ua : ru}</a></li>`).join('');
  return `<h3>${s === 'ua' ? headingUa : headingRu}</h3><ul>${li}</ul>`;
}

function menuLeft(s: StoreCode, section: string, titleUa: string, titleRu: string, link: string): string {
  const t = (ua: string, ru: string) => (s === 'ua' ? ua : ru);
  return pb.row(
    [
      pb.image({ desktop: `/media/wysiwyg/menu/${section}-left.jpg`, alt: t(titleUa, titleRu), link }),
      pb.heading(3, t(titleUa, titleRu)),
      pb.buttons([{ text: t('Дивитися', 'Смотреть'), link, kind: 'link' }], 'left'),
    ],
    { padding: '0px' },
  );
}

export function cmsBlocks(s: StoreCode): BlockContent[] {
  const t = (ua: string, ru: string) => (s === 'ua' ? ua : ru);
  return [
    {
      identifier: 'pwa-footer-links-about',
      title: 'Footer: about',
      content: links(s, 'Про нас', 'О нас', [
        ['/our-service', 'Наш сервіс', 'Наш сервис'],
        ['/stores', 'Магазини', 'Магазины'],
        ['/hm-space', 'HM Space', 'HM Space'],
        ['/brands', 'Бренди', 'Бренды'],
      ]),
    },
    {
      identifier: 'pwa-footer-links-online-purchase',
      title: 'Footer: online purchase',
      content: links(s, 'Онлайн-покупки', 'Онлайн-покупки', [
        ['/faq', 'Питання та відповіді', 'Вопросы и ответы'],
        ['/faq#3', 'Доставка', 'Доставка'],
        ['/loyalty-rules', 'Програма лояльності', 'Программа лояльности'],
        ['/contact-us', "Зв'язатися з нами", 'Связаться с нами'],
      ]),
    },
    {
      identifier: 'pwa-footer-links-services',
      title: 'Footer: services',
      content: links(s, 'Сервіси', 'Сервисы', [
        ['/our-service', 'Доставка та повернення', 'Доставка и возврат'],
        ['/stores', 'Адреси магазинів', 'Адреса магазинов'],
        ['/technical-page', 'Технічна підтримка', 'Техническая поддержка'],
        ['/contact-us', 'Контакти', 'Контакты'],
      ]),
    },
    {
      identifier: 'pwa-header-banner',
      title: 'Header banner',
      content: t(
        `<p>Безкоштовна доставка від ${FREE_FROM} грн — <a href="/faq#3">детальніше</a></p>`,
        `<p>Бесплатная доставка от ${FREE_FROM} грн — <a href="/faq#3">подробнее</a></p>`,
      ),
    },
    {
      identifier: 'menu-left-women',
      title: 'Menu: women',
      content: menuLeft(
        s,
        'women',
        'Нова колекція суконь',
        'Новая коллекция платьев',
        '/women/clothing/dresses',
      ),
    },
    {
      identifier: 'menu-left-men',
      title: 'Menu: men',
      content: menuLeft(s, 'men', 'Сорочки на літо', 'Рубашки на лето', '/men/clothing/shirts'),
    },
    {
      identifier: 'menu-left-kids',
      title: 'Menu: kids',
      content: menuLeft(s, 'kids', 'Усе до школи', 'Все к школе', '/kids'),
    },
  ];
}
