/**
 * The demo Nova Poshta directory: Ukraine's largest cities Nova Poshta serves (the occupied ones
 * left out, as Nova Poshta lists none there), with branches, parcel lockers and streets, plus a
 * village that shares a big city's first letters. Refs are UUID-shaped hashes of the names, not
 * Nova Poshta's: `npm run nova-poshta:sync -w apps/server` replaces the whole set with the real one.
 * Rows are ready for insertRows (tables of migration 008).
 */
import { createHash } from 'node:crypto';
import type { Row } from './bulk-insert.ts';

/** Nova Poshta's TypeOfWarehouse Refs (AddressGeneral.getWarehouseTypes). */
export const NP_WAREHOUSE_TYPE_REFS = {
  post: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
  cargo: '9a68df70-0267-42a8-bb5c-37f427e36ee4',
  locker: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0',
} as const;

/** A deterministic UUID-shaped ref for a demo entity. */
export function demoRef(...parts: string[]): string {
  const h = createHash('sha1')
    .update(`nova-poshta-demo:${parts.join(':')}`)
    .digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

type Pair = [uk: string, ru: string];
/** [type uk, type ru, name uk, name ru]; Nova Poshta keeps only the Ukrainian name of a street. */
type Street = [string, string, string, string];

interface DemoCity {
  slug: string;
  name: Pair;
  area: Pair;
  type?: Pair;
  branches: number;
  lockers: number;
  lat: number;
  lng: number;
  streets: Street[];
}

const CITY: Pair = ['місто', 'город'];
const VILLAGE: Pair = ['село', 'село'];

const vul = (uk: string, ru: string): Street => ['вул.', 'ул.', uk, ru];
const prosp = (uk: string, ru: string): Street => ['просп.', 'просп.', uk, ru];
const bulv = (uk: string, ru: string): Street => ['бульв.', 'бульв.', uk, ru];
const pl = (uk: string, ru: string): Street => ['пл.', 'пл.', uk, ru];

/** Streets most Ukrainian cities have; each city takes a few after its own. */
const COMMON_STREETS: Street[] = [
  vul('Незалежності', 'Независимости'),
  vul('Шевченка', 'Шевченко'),
  vul('Соборна', 'Соборная'),
  vul('Героїв Майдану', 'Героев Майдана'),
  vul('Лесі Українки', 'Леси Украинки'),
  vul('Грушевського', 'Грушевского'),
  vul('Івана Франка', 'Ивана Франко'),
  vul('Садова', 'Садовая'),
  vul('Європейська', 'Европейская'),
  vul('Гоголя', 'Гоголя'),
];

// prettier-ignore
const CITIES: DemoCity[] = [
  { slug: 'kyiv', name: ['Київ', 'Киев'], area: ['Київська', 'Киевская'], branches: 14, lockers: 10, lat: 50.4501, lng: 30.5234,
    streets: [vul('Хрещатик', 'Крещатик'), vul('Велика Васильківська', 'Большая Васильковская'), prosp('Берестейський', 'Берестейский'), vul('Сагайдачного', 'Сагайдачного'), prosp('Броварський', 'Броварской'), vul('Антоновича', 'Антоновича')] },
  { slug: 'kharkiv', name: ['Харків', 'Харьков'], area: ['Харківська', 'Харьковская'], branches: 10, lockers: 6, lat: 49.9935, lng: 36.2304,
    streets: [vul('Сумська', 'Сумская'), prosp('Науки', 'Науки'), vul('Пушкінська', 'Пушкинская'), prosp('Героїв Харкова', 'Героев Харькова')] },
  { slug: 'odesa', name: ['Одеса', 'Одесса'], area: ['Одеська', 'Одесская'], branches: 9, lockers: 6, lat: 46.4825, lng: 30.7233,
    streets: [vul('Дерибасівська', 'Дерибасовская'), vul('Пантелеймонівська', 'Пантелеймоновская'), bulv('Французький', 'Французский'), vul('Канатна', 'Канатная')] },
  { slug: 'dnipro', name: ['Дніпро', 'Днепр'], area: ['Дніпропетровська', 'Днепропетровская'], branches: 9, lockers: 6, lat: 48.4647, lng: 35.0462,
    streets: [prosp('Дмитра Яворницького', 'Дмитрия Яворницкого'), vul('Старокозацька', 'Старокозацкая'), prosp('Слобожанський', 'Слобожанский')] },
  { slug: 'lviv', name: ['Львів', 'Львов'], area: ['Львівська', 'Львовская'], branches: 8, lockers: 6, lat: 49.8397, lng: 24.0297,
    streets: [pl('Ринок', 'Рынок'), prosp('Свободи', 'Свободы'), vul('Городоцька', 'Городокская'), vul('Личаківська', 'Лычаковская')] },
  { slug: 'zaporizhzhia', name: ['Запоріжжя', 'Запорожье'], area: ['Запорізька', 'Запорожская'], branches: 7, lockers: 4, lat: 47.8388, lng: 35.1396,
    streets: [prosp('Соборний', 'Соборный'), vul('Гоголя', 'Гоголя'), bulv('Шевченка', 'Шевченко')] },
  { slug: 'kryvyi-rih', name: ['Кривий Ріг', 'Кривой Рог'], area: ['Дніпропетровська', 'Днепропетровская'], branches: 6, lockers: 3, lat: 47.9105, lng: 33.3918,
    streets: [prosp('Металургів', 'Металлургов'), vul('Лермонтова', 'Лермонтова')] },
  { slug: 'mykolaiv', name: ['Миколаїв', 'Николаев'], area: ['Миколаївська', 'Николаевская'], branches: 6, lockers: 3, lat: 46.975, lng: 31.9946,
    streets: [prosp('Центральний', 'Центральный'), vul('Соборна', 'Соборная')] },
  { slug: 'vinnytsia', name: ['Вінниця', 'Винница'], area: ['Вінницька', 'Винницкая'], branches: 6, lockers: 4, lat: 49.2331, lng: 28.4682,
    streets: [vul('Соборна', 'Соборная'), vul('Келецька', 'Келецкая'), prosp('Коцюбинського', 'Коцюбинского')] },
  { slug: 'kherson', name: ['Херсон', 'Херсон'], area: ['Херсонська', 'Херсонская'], branches: 4, lockers: 2, lat: 46.6354, lng: 32.6169,
    streets: [vul('Українська', 'Украинская'), prosp('Ушакова', 'Ушакова')] },
  { slug: 'poltava', name: ['Полтава', 'Полтава'], area: ['Полтавська', 'Полтавская'], branches: 5, lockers: 3, lat: 49.5883, lng: 34.5514,
    streets: [vul('Соборності', 'Соборности'), vul('Європейська', 'Европейская')] },
  { slug: 'chernihiv', name: ['Чернігів', 'Чернигов'], area: ['Чернігівська', 'Черниговская'], branches: 5, lockers: 3, lat: 51.4982, lng: 31.2893,
    streets: [prosp('Миру', 'Мира'), vul('Шевченка', 'Шевченко')] },
  { slug: 'cherkasy', name: ['Черкаси', 'Черкассы'], area: ['Черкаська', 'Черкасская'], branches: 5, lockers: 3, lat: 49.4444, lng: 32.0598,
    streets: [bulv('Шевченка', 'Шевченко'), vul('Хрещатик', 'Крещатик')] },
  { slug: 'khmelnytskyi', name: ['Хмельницький', 'Хмельницкий'], area: ['Хмельницька', 'Хмельницкая'], branches: 5, lockers: 3, lat: 49.4229, lng: 26.9871,
    streets: [vul('Проскурівська', 'Проскуровская'), vul('Кам’янецька', 'Каменецкая')] },
  { slug: 'zhytomyr', name: ['Житомир', 'Житомир'], area: ['Житомирська', 'Житомирская'], branches: 5, lockers: 3, lat: 50.2547, lng: 28.6587,
    streets: [vul('Київська', 'Киевская'), vul('Михайлівська', 'Михайловская')] },
  { slug: 'sumy', name: ['Суми', 'Сумы'], area: ['Сумська', 'Сумская'], branches: 5, lockers: 2, lat: 50.9077, lng: 34.7981,
    streets: [vul('Соборна', 'Соборная'), vul('Петропавлівська', 'Петропавловская')] },
  { slug: 'rivne', name: ['Рівне', 'Ровно'], area: ['Рівненська', 'Ровенская'], branches: 5, lockers: 3, lat: 50.6199, lng: 26.2516,
    streets: [vul('Соборна', 'Соборная'), vul('Київська', 'Киевская')] },
  { slug: 'ivano-frankivsk', name: ['Івано-Франківськ', 'Ивано-Франковск'], area: ['Івано-Франківська', 'Ивано-Франковская'], branches: 5, lockers: 3, lat: 48.9226, lng: 24.7111,
    streets: [vul('Незалежності', 'Независимости'), vul('Галицька', 'Галицкая')] },
  { slug: 'kamianske', name: ['Кам’янське', 'Каменское'], area: ['Дніпропетровська', 'Днепропетровская'], branches: 4, lockers: 2, lat: 48.5079, lng: 34.6132,
    streets: [prosp('Свободи', 'Свободы'), vul('Соборна', 'Соборная')] },
  { slug: 'ternopil', name: ['Тернопіль', 'Тернополь'], area: ['Тернопільська', 'Тернопольская'], branches: 4, lockers: 3, lat: 49.5535, lng: 25.5948,
    streets: [vul('Руська', 'Русская'), bulv('Тараса Шевченка', 'Тараса Шевченко')] },
  { slug: 'kropyvnytskyi', name: ['Кропивницький', 'Кропивницкий'], area: ['Кіровоградська', 'Кировоградская'], branches: 4, lockers: 2, lat: 48.5079, lng: 32.2623,
    streets: [vul('Велика Перспективна', 'Большая Перспективная'), vul('Дворцова', 'Дворцовая')] },
  { slug: 'lutsk', name: ['Луцьк', 'Луцк'], area: ['Волинська', 'Волынская'], branches: 4, lockers: 3, lat: 50.7472, lng: 25.3254,
    streets: [prosp('Волі', 'Воли'), vul('Лесі Українки', 'Леси Украинки')] },
  { slug: 'bila-tserkva', name: ['Біла Церква', 'Белая Церковь'], area: ['Київська', 'Киевская'], branches: 4, lockers: 2, lat: 49.7968, lng: 30.1311,
    streets: [vul('Ярослава Мудрого', 'Ярослава Мудрого'), bulv('Олександрійський', 'Александрийский')] },
  { slug: 'kremenchuk', name: ['Кременчук', 'Кременчуг'], area: ['Полтавська', 'Полтавская'], branches: 4, lockers: 2, lat: 49.0659, lng: 33.4104,
    streets: [vul('Соборна', 'Соборная'), vul('Першотравнева', 'Первомайская')] },
  { slug: 'uzhhorod', name: ['Ужгород', 'Ужгород'], area: ['Закарпатська', 'Закарпатская'], branches: 4, lockers: 2, lat: 48.6208, lng: 22.2879,
    streets: [vul('Корзо', 'Корзо'), pl('Театральна', 'Театральная')] },
  { slug: 'chernivtsi', name: ['Чернівці', 'Черновцы'], area: ['Чернівецька', 'Черновицкая'], branches: 4, lockers: 3, lat: 48.2915, lng: 25.9403,
    streets: [vul('Ольги Кобилянської', 'Ольги Кобылянской'), vul('Головна', 'Главная')] },
  { slug: 'brovary', name: ['Бровари', 'Бровары'], area: ['Київська', 'Киевская'], branches: 3, lockers: 2, lat: 50.5113, lng: 30.7909,
    streets: [bulv('Незалежності', 'Независимости'), vul('Київська', 'Киевская')] },
  { slug: 'irpin', name: ['Ірпінь', 'Ирпень'], area: ['Київська', 'Киевская'], branches: 3, lockers: 2, lat: 50.5218, lng: 30.2506,
    streets: [vul('Університетська', 'Университетская'), vul('Соборна', 'Соборная')] },
  { slug: 'kharkivtsi', name: ['Харківці', 'Харьковцы'], area: ['Полтавська', 'Полтавская'], type: VILLAGE, branches: 1, lockers: 0, lat: 50.1453, lng: 33.1061,
    streets: [vul('Центральна', 'Центральная')] },
];

export interface NovaPoshtaDemoRows {
  np_city: Row[];
  np_warehouse: Row[];
  np_street: Row[];
}

/** The demo directory's rows, the same on every call. */
export function novaPoshtaDemoRows(): NovaPoshtaDemoRows {
  const rows: NovaPoshtaDemoRows = { np_city: [], np_warehouse: [], np_street: [] };
  let lockerNumber = 5500;
  for (const c of CITIES) {
    const cityRef = demoRef('city', c.slug);
    const type = c.type ?? CITY;
    rows.np_city.push({
      ref: cityRef,
      settlement_ref: demoRef('settlement', c.slug),
      name_uk: c.name[0],
      name_ru: c.name[1],
      settlement_type_uk: type[0],
      settlement_type_ru: type[1],
      area_uk: c.area[0],
      area_ru: c.area[1],
      warehouse_count: c.branches + c.lockers,
    });
    const streets = [...c.streets];
    for (const s of COMMON_STREETS) {
      if (streets.length >= c.streets.length + 4) break;
      if (!streets.some((t) => t[2] === s[2])) streets.push(s);
    }
    for (const [typeUk, , nameUk] of streets) {
      rows.np_street.push({
        ref: demoRef('street', c.slug, nameUk),
        city_ref: cityRef,
        name: nameUk,
        street_type: typeUk,
      });
    }
    const address = (i: number): Pair => {
      const [typeUk, typeRu, nameUk, nameRu] = streets[i % streets.length]!;
      const house = 1 + ((i * 37 + c.slug.length * 11) % 140);
      return [`${typeUk} ${nameUk}, ${house}`, `${typeRu} ${nameRu}, ${house}`];
    };
    // Coordinates around the centre, a few hundred metres apart.
    const near = (i: number) => ({
      latitude: Math.round((c.lat + (((i * 7) % 11) - 5) * 0.004) * 1e6) / 1e6,
      longitude: Math.round((c.lng + (((i * 5) % 13) - 6) * 0.005) * 1e6) / 1e6,
    });
    for (let n = 1; n <= c.branches; n++) {
      const [addrUk, addrRu] = address(n - 1);
      // Branch 1 of a big city is a cargo branch (parcels up to 1,000 kg).
      const cargo = n === 1 && c.branches >= 5;
      const limitUk = cargo ? ' (до 1000 кг)' : ' (до 30 кг на одне місце)';
      const limitRu = cargo ? ' (до 1000 кг)' : ' (до 30 кг на одно место)';
      rows.np_warehouse.push({
        ref: demoRef('warehouse', c.slug, String(n)),
        city_ref: cityRef,
        number: n,
        type: 'BRANCH',
        type_ref: cargo ? NP_WAREHOUSE_TYPE_REFS.cargo : NP_WAREHOUSE_TYPE_REFS.post,
        name_uk: `Відділення №${n}${limitUk}: ${addrUk}`,
        name_ru: `Отделение №${n}${limitRu}: ${addrRu}`,
        address_uk: addrUk,
        address_ru: addrRu,
        max_weight_kg: cargo ? 1000 : 30,
        ...near(n),
      });
    }
    for (let i = 0; i < c.lockers; i++) {
      const n = ++lockerNumber;
      const [addrUk, addrRu] = address(c.branches + i);
      rows.np_warehouse.push({
        ref: demoRef('locker', c.slug, String(n)),
        city_ref: cityRef,
        number: n,
        type: 'PARCEL_LOCKER',
        type_ref: NP_WAREHOUSE_TYPE_REFS.locker,
        name_uk: `Поштомат "Нова Пошта" №${n}: ${addrUk}`,
        name_ru: `Почтомат "Новая Почта" №${n}: ${addrRu}`,
        address_uk: addrUk,
        address_ru: addrRu,
        max_weight_kg: 20,
        ...near(100 + i),
      });
    }
  }
  return rows;
}
