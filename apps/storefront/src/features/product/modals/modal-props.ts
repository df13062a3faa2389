/**
 * Modal props arrive untyped from the modal slice (Record<string, unknown>); these readers
 * give each modal what it needs, with safe defaults for anything missing.
 */
import type { ModalProps } from '../../../shared/state/modal-state.ts';
import type { ProductSummary } from '../useAddToCart.ts';
import { SIZE_TABLES, type SizeTableId } from '../size-tables.ts';

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function readProductSummary(value: unknown): ProductSummary | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  return {
    sku: str(v.sku) ?? '',
    variantSku: str(v.variantSku),
    name: str(v.name) ?? '',
    brand: str(v.brand),
    size: str(v.size),
    imageUrl: str(v.imageUrl),
    price: str(v.price) ?? '',
    oldPrice: str(v.oldPrice),
    url: str(v.url) ?? '',
  };
}

export const readQuantity = (props: ModalProps): number =>
  typeof props.quantity === 'number' && Number.isInteger(props.quantity) && props.quantity > 0
    ? props.quantity
    : 1;

export interface ZoomImage {
  url: string;
  alt: string;
}

export function readZoomProps(props: ModalProps): { images: ZoomImage[]; index: number; title: string } {
  const images = Array.isArray(props.images)
    ? props.images
        .map((entry: unknown) => {
          const e = (entry ?? {}) as Record<string, unknown>;
          return str(e.url) ? { url: str(e.url)!, alt: str(e.alt) ?? '' } : null;
        })
        .filter((entry): entry is ZoomImage => entry !== null)
    : [];
  const index =
    typeof props.index === 'number' && props.index >= 0 && props.index < images.length ? props.index : 0;
  return { images, index, title: str(props.title) ?? '' };
}

export function readSizeTableId(props: ModalProps): SizeTableId {
  const id = str(props.table);
  return SIZE_TABLES.find((table) => table.id === id)?.id ?? 'tops';
}

export function readShareProps(props: ModalProps): { url: string; title: string; imageUrl: string | null } {
  return { url: str(props.url) ?? '', title: str(props.title) ?? '', imageUrl: str(props.imageUrl) };
}
