/**
 * CMS pages of both stores, in Page Builder markup: the home pages (all sections and one per
 * gender), the service pages the footer links to, and the 404 page. Links are root-relative
 * without the store prefix (/faq, /women/clothing); the storefront adds /ua or /ru.
 */
import { LOCATOR_POINTS } from '../locator.ts';
import type { Section } from '../product-types.ts';
import { STORE_NAME, type StoreCode } from '../stores.ts';
import * as pb from './pagebuilder.ts';

export interface PageContext {
  /** SKUs for product carousels, per section and for the shop as a whole. */
  skus: Record<Section | 'all', string[]>;
}

export interface PageContent {
  identifier: string;
  title: string;
  content_heading: string | null;
  content: string;
  page_layout: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string | null;
}

type Tr = (ua: string, ru: string) => string;

const img = (path: string) => `/media/wysiwyg/${path}`;

function carousel(title: string, skus: string[]): string {
  if (skus.length === 0) return '';
  return pb.row([pb.heading(2, title, 'center'), pb.products(skus)]);
}

function heroSlide(name: string, file: string, title: string, body: string, button: string, link: string) {
  return pb.slide(name, {
    background: { image: img(`home/${file}.jpg`), mobileImage: img(`home/${file}-mobile.jpg`) },
    title,
    body: `<p>${body}</p>`,
    button,
    link,
    minHeight: '480px',
    overlayColor: 'rgba(0,0,0,0.15)',
  });
}

function tile(title: string, file: string, link: string, button: string): string {
  return pb.column('25%', [
    pb.image({
      desktop: img(`tiles/${file}.jpg`),
      mobile: img(`tiles/${file}-mobile.jpg`),
      alt: title,
      link,
    }),
    pb.heading(3, title, 'center'),
    pb.buttons([{ text: button, link, kind: 'link' }]),
  ]);
}

function home(t: Tr, ctx: PageContext): string {
  const shop = t('Дивитися', 'Смотреть');
  return [
    pb.row(
      [
        pb.slider([
          heroSlide(
            'women',
            'hero-women',
            t('Нова колекція для неї', 'Новая коллекция для нее'),
            t(
              'Легкі сукні, лляні костюми та сандалі на літо',
              'Легкие платья, льняные костюмы и сандалии на лето',
            ),
            shop,
            '/women',
          ),
          heroSlide(
            'men',
            'hero-men',
            t('Чоловічий гардероб сезону', 'Мужской гардероб сезона'),
            t('Сорочки, чиноси й кросівки на кожен день', 'Рубашки, чиносы и кроссовки на каждый день'),
            shop,
            '/men',
          ),
          heroSlide(
            'kids',
            'hero-kids',
            t('Дітям — усе до школи', 'Детям — все к школе'),
            t('Зручний одяг і взуття для активних днів', 'Удобная одежда и обувь для активных дней'),
            shop,
            '/kids',
          ),
        ]),
      ],
      { appearance: 'full-width', padding: '0px' },
    ),
    pb.row([
      pb.heading(2, t('Обирайте розділ', 'Выбирайте раздел'), 'center'),
      pb.columnGroup([
        tile(t('Жінкам', 'Женщинам'), 'women', '/women', shop),
        tile(t('Чоловікам', 'Мужчинам'), 'men', '/men', shop),
        tile(t('Дітям', 'Детям'), 'kids', '/kids', shop),
        tile(t('Краса', 'Красота'), 'beauty', '/women/beauty', shop),
      ]),
    ]),
    carousel(t('Популярне зараз', 'Популярное сейчас'), ctx.skus.all),
    pb.row([
      pb.columnGroup([
        pb.column('50%', [
          pb.banner({
            appearance: 'collage-left',
            background: { image: img('promo/sale.jpg'), mobileImage: img('promo/sale-mobile.jpg') },
            title: t('Розпродаж до −50%', 'Распродажа до −50%'),
            body: `<p>${t('Останні розміри улюблених моделей', 'Последние размеры любимых моделей')}</p>`,
            button: t('До розпродажу', 'К распродаже'),
            link: '/sale',
          }),
        ]),
        pb.column('50%', [
          pb.banner({
            appearance: 'collage-left',
            background: { image: img('promo/exclusive.jpg'), mobileImage: img('promo/exclusive-mobile.jpg') },
            title: t('Ексклюзивні бренди', 'Эксклюзивные бренды'),
            body: `<p>${t('Тільки у Vitryna: українські дизайнери та європейські марки', 'Только в Vitryna: украинские дизайнеры и европейские марки')}</p>`,
            button: t('Дивитися бренди', 'Смотреть бренды'),
            link: '/exclusive-brands',
          }),
        ]),
      ]),
    ]),
    pb.row([
      pb.text(
        t(
          `<p>${STORE_NAME} — інтернет-магазин одягу, взуття та косметики з доставкою по всій Україні. У каталозі понад сорок брендів, а в наших магазинах можна приміряти та забрати замовлення.</p>`,
          `<p>${STORE_NAME} — интернет-магазин одежды, обуви и косметики с доставкой по всей Украине. В каталоге более сорока брендов, а в наших магазинах можно примерить и забрать заказ.</p>`,
        ),
        'center',
      ),
    ]),
  ].join('');
}

interface SectionHome {
  section: Section;
  hero: [ua: string, ru: string];
  tiles: [ua: string, ru: string, file: string, link: string][];
}

const SECTION_HOMES: SectionHome[] = [
  {
    section: 'women',
    hero: ['Жіноча колекція сезону', 'Женская коллекция сезона'],
    tiles: [
      ['Сукні', 'Платья', 'women-dresses', '/women/clothing/dresses'],
      ['Кросівки', 'Кроссовки', 'women-sneakers', '/women/footwear/sneakers'],
      ['Сумки', 'Сумки', 'women-bags', '/women/accessories/bags'],
      ['Парфумерія', 'Парфюмерия', 'women-perfume', '/women/beauty/perfume'],
    ],
  },
  {
    section: 'men',
    hero: ['Чоловіча колекція сезону', 'Мужская коллекция сезона'],
    tiles: [
      ['Сорочки', 'Рубашки', 'men-shirts', '/men/clothing/shirts'],
      ['Джинси', 'Джинсы', 'men-jeans', '/men/clothing/jeans'],
      ['Черевики', 'Ботинки', 'men-boots', '/men/footwear/boots'],
      ['Аксесуари', 'Аксессуары', 'men-accessories', '/men/accessories'],
    ],
  },
  {
    section: 'kids',
    hero: ['Дитяча колекція сезону', 'Детская коллекция сезона'],
    tiles: [
      ['Хлопчикам', 'Мальчикам', 'kids-boys', '/kids/boys'],
      ['Дівчаткам', 'Девочкам', 'kids-girls', '/kids/girls'],
      ['Верхній одяг', 'Верхняя одежда', 'kids-outerwear', '/kids/boys/clothing/outerwear'],
      ['Взуття', 'Обувь', 'kids-footwear', '/kids/girls/footwear'],
    ],
  },
];

function sectionHome(t: Tr, h: SectionHome, ctx: PageContext): string {
  const s = h.section;
  const shop = t('Дивитися', 'Смотреть');
  return [
    pb.row(
      [
        pb.banner({
          background: { image: img(`home/${s}-hero.jpg`), mobileImage: img(`home/${s}-hero-mobile.jpg`) },
          title: t(...h.hero),
          body: `<p>${t('Нові надходження щотижня', 'Новые поступления каждую неделю')}</p>`,
          button: t('До каталогу', 'В каталог'),
          link: `/${s}`,
          minHeight: '520px',
        }),
      ],
      { appearance: 'full-width', padding: '0px' },
    ),
    pb.row([
      pb.heading(2, t('Популярні категорії', 'Популярные категории'), 'center'),
      pb.columnGroup(h.tiles.map(([ua, ru, file, link]) => tile(t(ua, ru), file, link, shop))),
    ]),
    carousel(t('Новинки', 'Новинки'), ctx.skus[s]),
    pb.row(
      [
        pb.banner({
          appearance: 'collage-left',
          background: { image: img(`promo/${s}-lookbook.jpg`), video: 'https://vimeo.com/76979871' },
          title: t('Лукбук сезону', 'Лукбук сезона'),
          body: `<p>${t('Готові образи від наших стилістів', 'Готовые образы от наших стилистов')}</p>`,
          button: t('Надихнутися', 'Вдохновиться'),
          link: `/${s}`,
        }),
      ],
      { appearance: 'contained' },
    ),
  ].join('');
}

function faq(t: Tr): string {
  // prettier-ignore
  const sections: [string, string, string, string][] = [
    ['Замовлення', 'Заказ', 'Оформити замовлення можна на сайті, у застосунку або за телефоном. Після оформлення ви отримаєте SMS з номером.', 'Оформить заказ можно на сайте, в приложении или по телефону. После оформления вы получите SMS с номером.'],
    ['Оплата', 'Оплата', 'Приймаємо картки Visa і Mastercard, Apple Pay, Google Pay та оплату при отриманні.', 'Принимаем карты Visa и Mastercard, Apple Pay, Google Pay и оплату при получении.'],
    ['Доставка', 'Доставка', 'Доставляємо по всій Україні за 1–3 дні. Безкоштовно від 1500 грн, інакше — за тарифами перевізника. Самовивіз із наших магазинів — безкоштовний.', 'Доставляем по всей Украине за 1–3 дня. Бесплатно от 1500 грн, иначе — по тарифам перевозчика. Самовывоз из наших магазинов — бесплатный.'],
    ['Повернення', 'Возврат', 'Повернути товар можна протягом 14 днів, якщо збережено товарний вигляд і бирки.', 'Вернуть товар можно в течение 14 дней, если сохранены товарный вид и бирки.'],
    ['Бонусна програма', 'Бонусная программа', 'За кожну покупку нараховуємо бонуси, якими можна оплатити до 30% наступного замовлення.', 'За каждую покупку начисляем бонусы, которыми можно оплатить до 30% следующего заказа.'],
  ];
  // Each section heading carries its number as id: /faq#3 lands on delivery.
  return [
    pb.row([pb.heading(1, t('Питання та відповіді', 'Вопросы и ответы'))]),
    ...sections.map(([hUa, hRu, pUa, pRu], i) =>
      pb.row([pb.text(`<h2 id="${i + 1}">${t(hUa, hRu)}</h2><p>${t(pUa, pRu)}</p>`), pb.divider()]),
    ),
  ].join('');
}

function stores(t: Tr, s: StoreCode): string {
  const list = LOCATOR_POINTS.map(
    (p) => `<li><strong>${p.city[s]}</strong>, ${p.address[s]} — ${p.hours}</li>`,
  ).join('');
  return [
    pb.row([
      pb.heading(1, t('Наші магазини', 'Наши магазины')),
      pb.text(
        `<p>${t('Приміряйте, обмінюйте та забирайте онлайн-замовлення в будь-якому магазині мережі.', 'Примеряйте, обменивайте и забирайте онлайн-заказы в любом магазине сети.')}</p>`,
      ),
    ]),
    pb.row([
      pb.map(
        LOCATOR_POINTS.map((p) => ({
          name: `${STORE_NAME} ${p.city[s]}, ${p.place[s]}`,
          lat: p.lat,
          lng: p.lng,
          address: p.address[s],
          city: p.city[s],
          comment: p.hours,
        })),
        { height: '480px' },
      ),
    ]),
    pb.row([pb.html(`<ul class="stores-list">${list}</ul>`)]),
  ].join('');
}

function contactUs(t: Tr): string {
  return [
    pb.row([
      pb.heading(1, t("Зв'язатися з нами", 'Связаться с нами')),
      pb.columnGroup([
        pb.column('50%', [
          pb.text(
            t(
              '<p>Гаряча лінія: <a href="tel:+380440000000">+380 44 000 00 00</a></p><p>Щодня з 9:00 до 21:00</p><p>Email: <a href="mailto:hello@vitryna.example">hello@vitryna.example</a></p>',
              '<p>Горячая линия: <a href="tel:+380440000000">+380 44 000 00 00</a></p><p>Ежедневно с 9:00 до 21:00</p><p>Email: <a href="mailto:hello@vitryna.example">hello@vitryna.example</a></p>',
            ),
          ),
          pb.buttons([{ text: t('Часті питання', 'Частые вопросы'), link: '/faq' }], 'left'),
        ]),
        pb.column('50%', [
          pb.map(
            [
              {
                name: t('Офіс Vitryna', 'Офис Vitryna'),
                lat: 50.4501,
                lng: 30.5234,
                address: t('вул. Хрещатик, 22', 'ул. Крещатик, 22'),
                city: t('Київ', 'Киев'),
              },
            ],
            { height: '320px', showControls: false },
          ),
        ]),
      ]),
    ]),
  ].join('');
}

function loyaltyRules(t: Tr): string {
  // prettier-ignore
  return [
    pb.row([pb.heading(1, t('Правила програми лояльності', 'Правила программы лояльности'))]),
    pb.row([
      pb.tabs([
        { name: t('Як приєднатися', 'Как присоединиться'), id: 'join', children: [pb.text(t('<p>Зареєструйтеся на сайті або в магазині — бонусна картка з’явиться в особистому кабінеті.</p>', '<p>Зарегистрируйтесь на сайте или в магазине — бонусная карта появится в личном кабинете.</p>'))] },
        { name: t('Нарахування', 'Начисление'), id: 'earn', children: [pb.text(t('<p>За кожен товар нараховуємо бонуси, вказані на його сторінці (від 1 до 5% ціни). Вони з’являються на рахунку, щойно замовлення виконано, а якщо його скасовано чи повернуто — списуються. Історію нарахувань видно в особистому кабінеті.</p>', '<p>За каждый товар начисляем бонусы, указанные на его странице (от 1 до 5% цены). Они появляются на счету, как только заказ выполнен, а если его отменили или вернули — списываются. Историю начислений видно в личном кабинете.</p>'))] },
        { name: t('Використання', 'Использование'), id: 'spend', children: [pb.text(t('<p>Покажіть на касі магазину картку з особистого кабінету (штрихкод) — бонусами можна оплатити до 30% покупки. 1 бонус = 1 гривня.</p>', '<p>Покажите на кассе магазина карту из личного кабинета (штрихкод) — бонусами можно оплатить до 30% покупки. 1 бонус = 1 гривна.</p>'))] },
      ]),
    ]),
  ].join('');
}

function ourService(t: Tr): string {
  // prettier-ignore
  const services: [string, string, string, string, string][] = [
    ['delivery', 'Доставка по Україні', 'Доставка по Украине', 'Безкоштовно від 1500 грн, 1–3 дні.', 'Бесплатно от 1500 грн, 1–3 дня.'],
    ['fitting', 'Примірка перед оплатою', 'Примерка перед оплатой', 'Приміряйте у відділенні та платіть лише за те, що підійшло.', 'Примеряйте в отделении и платите только за то, что подошло.'],
    ['returns', 'Повернення 14 днів', 'Возврат 14 дней', 'Повернення онлайн-замовлень у будь-якому магазині.', 'Возврат онлайн-заказов в любом магазине.'],
    ['gift', 'Подарункове пакування', 'Подарочная упаковка', 'Запакуємо подарунок і додамо листівку.', 'Упакуем подарок и добавим открытку.'],
  ];
  return [
    pb.row([pb.heading(1, t('Наш сервіс', 'Наш сервис'))]),
    pb.row([
      pb.columnGroup(
        services.map(([file, hUa, hRu, pUa, pRu]) =>
          pb.column('25%', [
            pb.image({ desktop: img(`service/${file}.png`), alt: t(hUa, hRu) }),
            pb.heading(3, t(hUa, hRu), 'center'),
            pb.text(`<p>${t(pUa, pRu)}</p>`, 'center'),
          ]),
        ),
      ),
    ]),
    pb.row([pb.block('pwa-footer-links-services')]),
  ].join('');
}

function hmSpace(t: Tr): string {
  // prettier-ignore
  return [
    pb.row(
      [
        pb.banner({
          background: { image: img('space/hero.jpg'), mobileImage: img('space/hero-mobile.jpg') },
          title: 'HM Space',
          body: `<p>${t('Простір моди, мистецтва та зустрічей у центрі Києва', 'Пространство моды, искусства и встреч в центре Киева')}</p>`,
          minHeight: '420px',
        }),
      ],
      { appearance: 'full-width', padding: '0px' },
    ),
    pb.row([
      pb.text(t('<p>Щосуботи — майстер-класи зі стилістами, презентації нових колекцій і виставки молодих українських дизайнерів.</p>', '<p>Каждую субботу — мастер-классы со стилистами, презентации новых коллекций и выставки молодых украинских дизайнеров.</p>')),
      pb.video('https://www.youtube.com/watch?v=Vt9mQk2xLpA'),
      pb.buttons([{ text: t('Розклад подій', 'Расписание событий'), link: '/contact-us' }]),
    ]),
  ].join('');
}

function technicalPage(t: Tr): string {
  return pb.row([
    pb.heading(1, t('Технічні роботи', 'Технические работы'), 'center'),
    pb.text(
      t(
        '<p>Ми оновлюємо сайт, щоб він став зручнішим. Спробуйте, будь ласка, за кілька хвилин.</p><p>Замовлення можна оформити за телефоном <a href="tel:+380440000000">+380 44 000 00 00</a>.</p>',
        '<p>Мы обновляем сайт, чтобы он стал удобнее. Попробуйте, пожалуйста, через несколько минут.</p><p>Заказ можно оформить по телефону <a href="tel:+380440000000">+380 44 000 00 00</a>.</p>',
      ),
      'center',
    ),
  ]);
}

function noRoute(t: Tr): string {
  return pb.row([
    pb.heading(1, t('Сторінку не знайдено', 'Страница не найдена'), 'center'),
    pb.text(
      t(
        '<p>Можливо, її перенесли або видалили. Перевірте адресу або почніть з головної.</p>',
        '<p>Возможно, ее перенесли или удалили. Проверьте адрес или начните с главной.</p>',
      ),
      'center',
    ),
    pb.buttons([{ text: t('На головну', 'На главную'), link: '/' }]),
  ]);
}

/** The pages of one store, in a fixed order (their ids follow it). */
export function cmsPages(s: StoreCode, ctx: PageContext): PageContent[] {
  const t: Tr = (ua, ru) => (s === 'ua' ? ua : ru);
  const page = (
    identifier: string,
    title: string,
    content: string,
    meta: string,
    o: { heading?: string; layout?: string } = {},
  ): PageContent => ({
    identifier,
    title,
    content_heading: o.heading ?? null,
    content,
    page_layout: o.layout ?? '1column',
    meta_title: title,
    meta_description: meta,
    meta_keywords: null,
  });
  const sectionTitle: Record<Section, string> = {
    women: t('Жіночий одяг, взуття та косметика', 'Женская одежда, обувь и косметика'),
    men: t('Чоловічий одяг, взуття та аксесуари', 'Мужская одежда, обувь и аксессуары'),
    kids: t('Дитячий одяг і взуття', 'Детская одежда и обувь'),
  };
  // prettier-ignore
  return [
    page('home', t("Одяг, взуття та косметика", "Одежда, обувь и косметика"), home(t, ctx), t('Інтернет-магазин одягу, взуття та косметики з доставкою по Україні.', 'Интернет-магазин одежды, обуви и косметики с доставкой по Украине.'), { layout: 'cms-full-width' }),
    ...SECTION_HOMES.map((h) => page(`home-${h.section}`, sectionTitle[h.section], sectionHome(t, h, ctx), t(`${sectionTitle[h.section]} в інтернет-магазині ${STORE_NAME}.`, `${sectionTitle[h.section]} в интернет-магазине ${STORE_NAME}.`), { layout: 'cms-full-width' })),
    page('technical-page', t('Технічні роботи', 'Технические работы'), technicalPage(t), t('Сайт тимчасово оновлюється.', 'Сайт временно обновляется.')),
    page('stores', t('Магазини', 'Магазины'), stores(t, s), t('Адреси та графік роботи магазинів Vitryna.', 'Адреса и график работы магазинов Vitryna.')),
    page('hm-space', 'HM Space', hmSpace(t), t('Простір моди та подій.', 'Пространство моды и событий.')),
    page('our-service', t('Наш сервіс', 'Наш сервис'), ourService(t), t('Доставка, примірка, повернення та подарункове пакування.', 'Доставка, примерка, возврат и подарочная упаковка.')),
    page('faq', t('Питання та відповіді', 'Вопросы и ответы'), faq(t), t('Відповіді про замовлення, оплату, доставку та повернення.', 'Ответы о заказе, оплате, доставке и возврате.')),
    page('contact-us', t('Контакти', 'Контакты'), contactUs(t), t('Телефон, email і адреса офісу.', 'Телефон, email и адрес офиса.')),
    page('loyalty-rules', t('Програма лояльності', 'Программа лояльности'), loyaltyRules(t), t('Як отримати та використати бонуси.', 'Как получить и использовать бонусы.')),
    page('no-route', t('Сторінку не знайдено', 'Страница не найдена'), noRoute(t), t('Сторінку не знайдено.', 'Страница не найдена.'), { heading: t('Ой! Такої сторінки немає', 'Ой! Такой страницы нет') }),
  ];
}
