/**
 * Physical shops (store locator points). Each is also a warehouse: inventory rows split their
 * quantity between these and the online warehouse, by warehouse_option_id (9000+, outside the
 * attribute option ranges).
 */
import { GENDER } from './attributes.ts';
import { STORE_NAME, STORES, type Localized } from './stores.ts';

export interface Warehouse {
  id: number;
  name: string;
}

export const ONLINE_WAREHOUSE: Warehouse = { id: 9000, name: 'Інтернет-магазин' };

export interface LocatorPoint {
  id: number;
  urlKey: string;
  citySlug: string;
  city: Localized;
  place: Localized;
  address: Localized;
  lat: number;
  lng: number;
  areaCode: string;
  hours: string;
  /** Some smaller shops have no men's floor. */
  men: boolean;
  warehouseId: number;
}

// prettier-ignore
const points: [string, string, string, string, string, string, string, number, number, string, string?, boolean?][] = [
  ['kyiv', 'Київ', 'Киев', 'Хрещатик', 'Крещатик', 'вул. Хрещатик, 22', 'ул. Крещатик, 22', 50.4474, 30.5225, '44'],
  ['kyiv', 'Київ', 'Киев', 'Поділ', 'Подол', 'вул. Сагайдачного, 25', 'ул. Сагайдачного, 25', 50.4626, 30.519, '44', '10:00–22:00'],
  ['kyiv', 'Київ', 'Киев', 'Лівий берег', 'Левый берег', 'просп. Броварський, 17', 'просп. Броварской, 17', 50.4563, 30.5951, '44'],
  ['lviv', 'Львів', 'Львов', 'Ринок', 'Рынок', 'пл. Ринок, 14', 'пл. Рынок, 14', 49.8419, 24.0315, '32'],
  ['odesa', 'Одеса', 'Одесса', 'Дерибасівська', 'Дерибасовская', 'вул. Дерибасівська, 10', 'ул. Дерибасовская, 10', 46.4843, 30.736, '48', '10:00–22:00'],
  ['kharkiv', 'Харків', 'Харьков', 'Сумська', 'Сумская', 'вул. Сумська, 35', 'ул. Сумская, 35', 50.0005, 36.236, '57'],
  ['dnipro', 'Дніпро', 'Днепр', 'Центр', 'Центр', 'просп. Дмитра Яворницького, 67', 'просп. Дмитрия Яворницкого, 67', 48.462, 35.047, '56'],
  ['zaporizhzhia', 'Запоріжжя', 'Запорожье', 'Соборний', 'Соборный', 'просп. Соборний, 150', 'просп. Соборный, 150', 47.842, 35.139, '61'],
  ['vinnytsia', 'Вінниця', 'Винница', 'Соборна', 'Соборная', 'вул. Соборна, 45', 'ул. Соборная, 45', 49.233, 28.468, '43'],
  ['ivano-frankivsk', 'Івано-Франківськ', 'Ивано-Франковск', 'Незалежності', 'Независимости', 'вул. Незалежності, 8', 'ул. Независимости, 8', 48.922, 24.711, '34'],
  ['uzhhorod', 'Ужгород', 'Ужгород', 'Корзо', 'Корзо', 'вул. Корзо, 7', 'ул. Корзо, 7', 48.621, 22.296, '31', '10:00–20:00'],
  ['chernivtsi', 'Чернівці', 'Черновцы', 'Кобилянської', 'Кобылянской', 'вул. Ольги Кобилянської, 12', 'ул. Ольги Кобылянской, 12', 48.29, 25.935, '37'],
  ['poltava', 'Полтава', 'Полтава', 'Соборності', 'Соборности', 'вул. Соборності, 30', 'ул. Соборности, 30', 49.589, 34.551, '53', '10:00–20:00'],
];

export const LOCATOR_POINTS: readonly LocatorPoint[] = (() => {
  const perCity = new Map<string, number>();
  return points.map(
    ([citySlug, cityUa, cityRu, placeUa, placeRu, addrUa, addrRu, lat, lng, areaCode, hours, men], i) => {
      const n = (perCity.get(citySlug) ?? 0) + 1;
      perCity.set(citySlug, n);
      return {
        id: i + 1,
        urlKey: `${citySlug}-${n}`,
        citySlug,
        city: { ua: cityUa, ru: cityRu },
        place: { ua: placeUa, ru: placeRu },
        address: { ua: addrUa, ru: addrRu },
        lat,
        lng,
        areaCode,
        hours: hours ?? '10:00–21:00',
        men: men ?? true,
        warehouseId: 9001 + i,
      };
    },
  );
})();

export const SHOP_WAREHOUSES: readonly Warehouse[] = LOCATOR_POINTS.map((p) => ({
  id: p.warehouseId,
  name: `${STORE_NAME} ${p.city.ua}, ${p.place.ua}`,
}));

const pad2 = (n: number) => String(n % 100).padStart(2, '0');

export function locatorRows(): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const store of STORES) {
    const s = store.code;
    for (const p of LOCATOR_POINTS) {
      const city = p.city[s];
      const button = (gender: number, ua: string, ru: string, suffix: string) => ({
        button_title: s === 'ua' ? ua : ru,
        image: `/media/stores/${p.urlKey}-${suffix}.jpg`,
        url_params: `gender=${gender}&warehouse=${p.warehouseId}`,
      });
      rows.push({
        id: p.id,
        store_id: store.id,
        position: p.id,
        name: `${STORE_NAME} ${city}, ${p.place[s]}`,
        country: s === 'ua' ? 'Україна' : 'Украина',
        city,
        address: p.address[s],
        lat: p.lat,
        lng: p.lng,
        phone: `+380 ${p.areaCode} 500 ${pad2(10 + p.id)} ${pad2(37 * p.id)}`,
        working_time: p.hours,
        photo: `/media/stores/${p.urlKey}.jpg`,
        url_key: p.urlKey,
        description:
          s === 'ua'
            ? `<p>Магазин ${STORE_NAME} у місті ${city}: ${p.men ? 'жіночий і чоловічий' : 'жіночий і дитячий'} одяг, взуття та аксесуари.</p><p>Примірочні, обмін і повернення на місці, видача онлайн-замовлень.</p>`
            : `<p>Магазин ${STORE_NAME} в городе ${city}: ${p.men ? 'женская и мужская' : 'женская и детская'} одежда, обувь и аксессуары.</p><p>Примерочные, обмен и возврат на месте, выдача онлайн-заказов.</p>`,
        short_description:
          s === 'ua' ? `${p.address.ua}. Щодня ${p.hours}` : `${p.address.ru}. Ежедневно ${p.hours}`,
        warehouse_option_id: p.warehouseId,
        for_men: p.men ? button(GENDER.men, 'Чоловічий відділ', 'Мужской отдел', 'men') : null,
        for_women: button(GENDER.women, 'Жіночий відділ', 'Женский отдел', 'women'),
      });
    }
  }
  return rows;
}
