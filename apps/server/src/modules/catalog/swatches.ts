/**
 * Magento's swatch data (SwatchesGraphQl) from an attribute option's `swatch`: a colour `#rrggbb` is a
 * colour swatch, a path an image swatch (its URL under /media/attribute/swatch, as Magento stores
 * them), anything else or none a text swatch showing the option's label.
 */
export type SwatchDataRow =
  | { __typename: 'ColorSwatchData'; value: string }
  | { __typename: 'ImageSwatchData'; value: string; thumbnail: string }
  | { __typename: 'TextSwatchData'; value: string | null };

const COLOUR = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

export function swatchData(
  swatch: string | null | undefined,
  label: string | null,
  publicUrl: string,
): SwatchDataRow {
  if (swatch && COLOUR.test(swatch)) return { __typename: 'ColorSwatchData', value: swatch };
  if (swatch?.startsWith('/')) {
    const url = `${publicUrl}/media/attribute/swatch${swatch}`;
    return { __typename: 'ImageSwatchData', value: url, thumbnail: url };
  }
  return { __typename: 'TextSwatchData', value: label };
}

/** Magento's layered-navigation swatch type: 1 a colour, 2 an image, 0 text (Swatch::SWATCH_TYPE_*). */
export function layerSwatchData(row: SwatchDataRow): { type: string; value: string | null } {
  const type = row.__typename === 'ColorSwatchData' ? '1' : row.__typename === 'ImageSwatchData' ? '2' : '0';
  return { type, value: row.value };
}
