/**
 * Words the product generator combines into names and descriptions: colours with their
 * adjective forms (names agree in gender and number with the noun, which differs between
 * Ukrainian and Russian: сукня is feminine, платье neuter), materials, seasons, styles,
 * markers and the sentences of descriptions.
 */
import type { Localized } from './stores.ts';

/** Grammatical gender of a noun, or plural for nouns like джинси / джинсы. */
export type Gender = 'm' | 'f' | 'n' | 'pl';
export type Forms = Record<Gender, string>;

export interface Noun {
  word: string;
  g: Gender;
}

/** Adjective forms from the masculine: hard stems (-ий/-ый) and soft ones (-ій/-ий after н). */
function ukAdj(m: string): Forms {
  if (m.endsWith('ій')) {
    const stem = m.slice(0, -2);
    return { m, f: `${stem}я`, n: `${stem}є`, pl: `${stem}і` };
  }
  const stem = m.slice(0, -2);
  return { m, f: `${stem}а`, n: `${stem}е`, pl: `${stem}і` };
}

function ruAdj(m: string, soft = false): Forms {
  const stem = m.slice(0, -2);
  if (soft) return { m, f: `${stem}яя`, n: `${stem}ее`, pl: `${stem}ие` };
  // After г, к, х and hissing consonants the plural takes -ие (мужские), otherwise -ые.
  const pl = /[гкхжшщч]$/.test(stem) ? `${stem}ие` : `${stem}ые`;
  return { m, f: `${stem}ая`, n: `${stem}ое`, pl };
}

export interface Colour {
  code: string;
  hex: string;
  ua: Forms;
  ru: Forms;
}

function colour(code: string, hex: string, ua: string, ru: string, ruSoft = false): Colour {
  return { code, hex, ua: ukAdj(ua), ru: ruAdj(ru, ruSoft) };
}

export const COLOURS: readonly Colour[] = [
  colour('black', '#1c1c1e', 'чорний', 'черный'),
  colour('white', '#f4f2ee', 'білий', 'белый'),
  colour('beige', '#d8c3a5', 'бежевий', 'бежевый'),
  colour('grey', '#8a8d91', 'сірий', 'серый'),
  colour('navy', '#1f2a44', 'темно-синій', 'темно-синий', true),
  colour('blue', '#3b6fb6', 'синій', 'синий', true),
  colour('red', '#b3262e', 'червоний', 'красный'),
  colour('green', '#3f6b4a', 'зелений', 'зеленый'),
  colour('olive', '#6b6b3a', 'оливковий', 'оливковый'),
  colour('pink', '#e7a3b5', 'рожевий', 'розовый'),
  colour('brown', '#6b4430', 'коричневий', 'коричневый'),
  colour('yellow', '#e8c547', 'жовтий', 'желтый'),
  colour('burgundy', '#6d1a2a', 'бордовий', 'бордовый'),
  colour('lilac', '#b59ad1', 'бузковий', 'сиреневый'),
  colour('milk', '#efe6d6', 'молочний', 'молочный'),
];

export const MEN_ADJ: { ua: Forms; ru: Forms } = { ua: ukAdj('чоловічий'), ru: ruAdj('мужской') };
export const KIDS_ADJ: { ua: Forms; ru: Forms } = { ua: ukAdj('дитячий'), ru: ruAdj('детский') };
export const FOR_BOYS: Localized = { ua: 'для хлопчика', ru: 'для мальчика' };
export const FOR_GIRLS: Localized = { ua: 'для дівчинки', ru: 'для девочки' };

/** A phrase after the noun ("з льону"), and for fabrics the composition line ("льон"). */
export interface Material {
  code: string;
  phrase: Localized;
  composition?: Localized;
}

function material(code: string, phrase: Localized, composition?: Localized): Material {
  return { code, phrase, composition };
}

// prettier-ignore
export const MATERIALS: Record<string, Material> = Object.fromEntries(
  [
    material('linen', { ua: 'з льону', ru: 'из льна' }, { ua: 'льон 100%', ru: 'лён 100%' }),
    material('cotton', { ua: 'з бавовни', ru: 'из хлопка' }, { ua: 'бавовна 100%', ru: 'хлопок 100%' }),
    material('stretch-cotton', { ua: 'зі стрейч-бавовни', ru: 'из стрейч-хлопка' }, { ua: 'бавовна 95%, еластан 5%', ru: 'хлопок 95%, эластан 5%' }),
    material('wool', { ua: 'з вовни', ru: 'из шерсти' }, { ua: 'вовна 70%, поліамід 30%', ru: 'шерсть 70%, полиамид 30%' }),
    material('cashmere', { ua: 'з кашеміру', ru: 'из кашемира' }, { ua: 'кашемір 100%', ru: 'кашемир 100%' }),
    material('viscose', { ua: 'з віскози', ru: 'из вискозы' }, { ua: 'віскоза 100%', ru: 'вискоза 100%' }),
    material('silk', { ua: 'із шовку', ru: 'из шелка' }, { ua: 'шовк 100%', ru: 'шелк 100%' }),
    material('denim', { ua: 'з деніму', ru: 'из денима' }, { ua: 'бавовна 98%, еластан 2%', ru: 'хлопок 98%, эластан 2%' }),
    material('leather', { ua: 'зі шкіри', ru: 'из кожи' }, { ua: 'натуральна шкіра', ru: 'натуральная кожа' }),
    material('suede', { ua: 'із замші', ru: 'из замши' }, { ua: 'натуральна замша', ru: 'натуральная замша' }),
    material('nylon', { ua: 'з нейлону', ru: 'из нейлона' }, { ua: 'нейлон 100%', ru: 'нейлон 100%' }),
    material('fleece', { ua: 'з флісу', ru: 'из флиса' }, { ua: 'поліестер 100%', ru: 'полиэстер 100%' }),
    material('mesh', { ua: 'із сітки', ru: 'из сетки' }, { ua: 'текстиль, гума', ru: 'текстиль, резина' }),
    material('textile', { ua: 'з текстилю', ru: 'из текстиля' }, { ua: 'текстиль 100%', ru: 'текстиль 100%' }),
    material('vanilla', { ua: 'з нотами ванілі', ru: 'с нотами ванили' }),
    material('citrus', { ua: 'з нотами бергамоту', ru: 'с нотами бергамота' }),
    material('rose', { ua: 'з нотами троянди', ru: 'с нотами розы' }),
    material('wood', { ua: 'з нотами кедра', ru: 'с нотами кедра' }),
    material('hyaluronic', { ua: 'з гіалуроновою кислотою', ru: 'с гиалуроновой кислотой' }),
    material('vitamin-c', { ua: 'з вітаміном C', ru: 'с витамином C' }),
    material('spf', { ua: 'із SPF 30', ru: 'с SPF 30' }),
    material('niacinamide', { ua: 'з ніацинамідом', ru: 'с ниацинамидом' }),
  ].map((m) => [m.code, m]),
);

export const COUNTRIES: readonly Localized[] = [
  { ua: 'Україна', ru: 'Украина' },
  { ua: 'Італія', ru: 'Италия' },
  { ua: 'Туреччина', ru: 'Турция' },
  { ua: 'Португалія', ru: 'Португалия' },
  { ua: 'Польща', ru: 'Польша' },
  { ua: 'Франція', ru: 'Франция' },
  { ua: 'Китай', ru: 'Китай' },
  { ua: "В'єтнам", ru: 'Вьетнам' },
];

/** Sentences of short descriptions, by product type code or else by base product type. */
// prettier-ignore
export const PITCHES: Record<string, readonly Localized[]> = {
  clothing: [
    { ua: 'Універсальна річ на щодень, що легко поєднується з базовим гардеробом.', ru: 'Универсальная вещь на каждый день, которая легко сочетается с базовым гардеробом.' },
    { ua: 'Лаконічний дизайн і приємна до тіла тканина для комфорту впродовж дня.', ru: 'Лаконичный дизайн и приятная к телу ткань для комфорта в течение дня.' },
    { ua: 'Вільний силует не сковує рухів і добре виглядає в багатошаровому образі.', ru: 'Свободный силуэт не сковывает движений и хорошо смотрится в многослойном образе.' },
    { ua: 'Ідеальний вибір для подорожей і прогулянок містом.', ru: 'Идеальный выбор для путешествий и прогулок по городу.' },
    { ua: 'Акуратні шви та продумані деталі, які помітно з першого погляду.', ru: 'Аккуратные швы и продуманные детали, заметные с первого взгляда.' },
  ],
  footwear: [
    { ua: 'Зручна колодка та мʼяка устілка для щоденного носіння.', ru: 'Удобная колодка и мягкая стелька для ежедневной носки.' },
    { ua: 'Підошва з протектором забезпечує надійне зчеплення на будь-якій поверхні.', ru: 'Подошва с протектором обеспечивает надежное сцепление на любой поверхности.' },
    { ua: 'Легка модель, у якій ноги не втомлюються навіть після довгої прогулянки.', ru: 'Легкая модель, в которой ноги не устают даже после долгой прогулки.' },
  ],
  accessories: [
    { ua: 'Практичний аксесуар, що завершить будь-який образ.', ru: 'Практичный аксессуар, который завершит любой образ.' },
    { ua: 'Компактний і міцний: розрахований на роки щоденного використання.', ru: 'Компактный и прочный: рассчитан на годы ежедневного использования.' },
    { ua: 'Стриманий дизайн, який пасує і до офісного, і до вихідного вбрання.', ru: 'Сдержанный дизайн, который подходит и к офисному, и к выходному наряду.' },
  ],
  beauty: [
    { ua: 'Формула підходить для щоденного використання та чутливої шкіри.', ru: 'Формула подходит для ежедневного использования и чувствительной кожи.' },
    { ua: 'Легка текстура швидко вбирається і не залишає липкості.', ru: 'Легкая текстура быстро впитывается и не оставляет липкости.' },
    { ua: 'Протестовано дерматологами, без парабенів.', ru: 'Протестировано дерматологами, без парабенов.' },
  ],
  perfume: [
    { ua: 'Стійкий аромат, що розкривається впродовж усього дня.', ru: 'Стойкий аромат, раскрывающийся в течение всего дня.' },
    { ua: 'Мʼякий шлейф для вечірніх виходів і особливих подій.', ru: 'Мягкий шлейф для вечерних выходов и особых событий.' },
  ],
  lipstick: [
    { ua: 'Насичений колір з першого нанесення, що тримається до восьми годин.', ru: 'Насыщенный цвет с первого нанесения, который держится до восьми часов.' },
    { ua: 'Формула з олією жожоба не сушить губи.', ru: 'Формула с маслом жожоба не сушит губы.' },
  ],
};

// prettier-ignore
export const CARE: Record<string, Localized> = {
  clothing: { ua: 'Делікатне прання при 30 °C, не відбілювати, прасувати при низькій температурі.', ru: 'Деликатная стирка при 30 °C, не отбеливать, гладить при низкой температуре.' },
  footwear: { ua: 'Чистити мʼякою щіткою, сушити далеко від джерел тепла.', ru: 'Чистить мягкой щеткой, сушить вдали от источников тепла.' },
  accessories: { ua: 'Зберігати в сухому місці, берегти від прямих сонячних променів.', ru: 'Хранить в сухом месте, беречь от прямых солнечных лучей.' },
  beauty: { ua: 'Зберігати при температурі від 5 до 25 °C. Термін придатності: 36 місяців.', ru: 'Хранить при температуре от 5 до 25 °C. Срок годности: 36 месяцев.' },
};

/** Backgrounds of product photos: the light neutrals of a studio shoot. */
export const PHOTO_BACKGROUNDS = ['#f3f1ed', '#eef0f3', '#f6efe9', '#ecefe8', '#f7f7f7', '#efe9f2'];
