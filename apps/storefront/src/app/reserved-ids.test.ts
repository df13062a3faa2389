import { describe, expect, it } from 'vitest';
import { BOOT_HANDOFF } from './boot-loader.ts';
import { FOOTER_ELEMENT_ID } from './layout/layout-ids.ts';
import { BOOT_ELEMENT_ID, BOOT_GLOBAL } from './render-context.ts';
import { isReservedId, RESERVED_IDS } from '../shared/html/reserved-ids.ts';

describe('reserved ids', () => {
  it('lists every id and global the app reads itself', () => {
    for (const id of [BOOT_ELEMENT_ID, BOOT_GLOBAL, BOOT_HANDOFF, FOOTER_ELEMENT_ID, 'root', 'main']) {
      expect(RESERVED_IDS.has(id), id).toBe(true);
    }
  });
  it("covers the app's prefix and React's generated ids, not ordinary anchors", () => {
    expect(isReservedId('__vitryna_anything')).toBe(true);
    expect(isReservedId(' __VITRYNA_BOOT__ ')).toBe(true);
    for (const id of [':r1:', '«r2»', '_r_3_', '_R_1a5_', '«R5fl»']) expect(isReservedId(id), id).toBe(true);
    for (const id of ['delivery', 'r1', 'rooted', 'faq-3', '_reviews_'])
      expect(isReservedId(id), id).toBe(false);
  });
});
