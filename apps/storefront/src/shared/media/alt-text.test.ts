import { describe, expect, it } from 'vitest';
import {
  ALT_KEYWORD_MESSAGES,
  htmlToText,
  imageAltText,
  imageTextPhrases,
  imageTitleText,
  PHOTO_NUMBER_MESSAGE,
} from './alt-text.ts';
import { createTranslator } from '../i18n/format-message.ts';
import { loadLocale } from '../i18n/load-locale.ts';

const english = imageTextPhrases(createTranslator({}));
const product = {
  shortDescriptionHtml: '<p>Сукня <b>міді</b> з&nbsp;льону</p>',
  brandLabel: 'Zara',
  name: 'Сукня Zara 123',
};

describe('keyword phrases', () => {
  it('are the ten spec phrases in order', () => {
    expect(english.keywords).toEqual([
      'buy',
      'price',
      'in Ukraine',
      'original',
      'photo',
      'online store',
      'online',
      'catalog',
      'wide assortment',
      'quality',
    ]);
  });

  it('have Ukrainian and Russian wordings in the locale files', async () => {
    const uk = imageTextPhrases(createTranslator(await loadLocale('uk_UA')));
    const ru = imageTextPhrases(createTranslator(await loadLocale('ru_RU')));
    expect(uk.keywords).toEqual([
      'купити',
      'ціна',
      'в Україні',
      'оригінал',
      'фото',
      'інтернет-магазин',
      'онлайн',
      'каталог',
      'широкий асортимент',
      'якість',
    ]);
    expect(ru.keywords).toEqual([
      'купить',
      'цена',
      'в Украине',
      'оригинал',
      'фото',
      'интернет-магазин',
      'онлайн',
      'каталог',
      'широкий ассортимент',
      'качество',
    ]);
    expect(uk.photoNumber(3)).toBe('фото 3');
    const en = await loadLocale('en_US');
    for (const message of [...ALT_KEYWORD_MESSAGES, PHOTO_NUMBER_MESSAGE])
      expect(en[message.id]).toBe(message.defaultMessage);
  });
});

describe('imageAltText', () => {
  it('joins the short description, brand, name and the keyword of the image index', () => {
    expect(imageAltText(product, 0, english.keywords)).toBe('Сукня міді з льону Zara Сукня Zara 123 buy');
    expect(imageAltText(product, 2, english.keywords)).toBe(
      'Сукня міді з льону Zara Сукня Zara 123 in Ukraine',
    );
  });

  it('prefers the image label over the short description', () => {
    expect(imageAltText({ ...product, imageLabel: 'Back view' }, 1, english.keywords)).toBe(
      'Back view Zara Сукня Zara 123 price',
    );
  });

  it('rotates the keyword through all ten phrases by image index', () => {
    const source = { name: 'Dress' };
    const texts = Array.from({ length: 11 }, (_, index) => imageAltText(source, index, english.keywords));
    expect(new Set(texts.slice(0, 10)).size).toBe(10);
    expect(texts[10]).toBe(texts[0]);
    expect(texts[9]).toBe('Dress quality');
  });

  it('does not repeat a brand or name already in the text', () => {
    expect(
      imageAltText({ imageLabel: 'Zara dress', brandLabel: 'ZARA', name: 'Dress' }, 0, english.keywords),
    ).toBe('Zara dress buy');
  });

  it('skips missing parts and tolerates an odd index', () => {
    expect(imageAltText({ name: '  Dress ' }, -1, english.keywords)).toBe('Dress quality');
    expect(imageAltText({ name: 'Dress' }, 1.5, english.keywords)).toBe('Dress buy');
    expect(imageAltText({}, 0, [])).toBe('');
  });
});

describe('imageTitleText', () => {
  it('adds the photo number starting at 1', () => {
    expect(imageTitleText({ name: 'Dress' }, 0, english)).toBe('Dress buy - photo 1');
    expect(imageTitleText({ name: 'Dress' }, 4, english)).toBe('Dress photo - photo 5');
  });

  it('is the photo number alone when there is nothing else', () => {
    expect(imageTitleText({}, 0, { keywords: [], photoNumber: (n) => `фото ${n}` })).toBe('фото 1');
  });
});

describe('htmlToText', () => {
  it('drops tags, scripts and decodes entities', () => {
    expect(htmlToText('<p>A&amp;B&#39;s <script>x()</script>&#x41; &laquo;C&raquo;</p>')).toBe("A&B's A «C»");
    expect(htmlToText('&unknown; &#0;')).toBe('&unknown; &#0;');
  });
});
