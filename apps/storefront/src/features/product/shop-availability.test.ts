import { describe, expect, it } from 'vitest';
import { shopsWithStock } from './shop-availability.ts';

describe('shopsWithStock', () => {
  const points = [
    { id: 2, warehouse_option_id: 9002, name: 'Lviv', city: 'Lviv', address: 'Rynok 1', position: 2 },
    { id: 1, warehouse_option_id: 9001, name: 'Kyiv', city: 'Kyiv', address: 'Khreshchatyk 1', position: 1 },
    { id: 3, warehouse_option_id: 9003, name: 'Odesa', position: 3 },
  ];

  it('lists the shops whose warehouse has stock, in locator order, not the online warehouse', () => {
    const shops = shopsWithStock(
      [
        { warehouse_option_id: 9000, name: 'Online', qty: 5 },
        { warehouse_option_id: 9002, name: 'W2', qty: 1 },
        { warehouse_option_id: 9001, name: 'W1', qty: 2 },
        { warehouse_option_id: 9003, name: 'W3', qty: 0 },
      ],
      points,
    );
    expect(shops.map((s) => [s.name, s.qty])).toEqual([
      ['Kyiv', 2],
      ['Lviv', 1],
    ]);
    expect(shops[0]).toMatchObject({ city: 'Kyiv', address: 'Khreshchatyk 1' });
  });

  it('is empty without stock or without points', () => {
    expect(shopsWithStock([], points)).toEqual([]);
    expect(shopsWithStock([{ warehouse_option_id: 9001, qty: 1 }], null)).toEqual([]);
  });
});
