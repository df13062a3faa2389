/** Magento uids are base64 of the numeric entity id ("9107" → "OTEwNw=="); treated as opaque by clients. */
import { inputError } from './errors.ts';

export function encodeUid(id: number | string): string {
  return Buffer.from(String(id), 'utf8').toString('base64');
}

/** Decodes a uid to a positive integer id, or throws Magento's `Value of uid "…" is incorrect.` */
export function decodeUid(uid: string): number {
  const text = Buffer.from(uid, 'base64').toString('utf8');
  const id = Number(text);
  if (!/^[1-9]\d{0,9}$/.test(text) || encodeUid(text) !== uid || id > 2_147_483_647) {
    throw inputError(`Value of uid "${uid}" is incorrect.`);
  }
  return id;
}

/** Configurable option value uids encode `configurable/<attribute_id>/<value_index>`. */
export function configurableOptionUid(attributeId: number, valueIndex: number): string {
  return encodeUid(`configurable/${attributeId}/${valueIndex}`);
}
