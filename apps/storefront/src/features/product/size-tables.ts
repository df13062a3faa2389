/**
 * Size charts of the size-table modal: one table per kind of size attribute (tops, bottoms,
 * footwear, and children's clothing by height), in Ukrainian, European and international
 * systems with body measurements. Column titles are message ids (English defaults here).
 */

export type SizeTableId = 'tops' | 'bottoms' | 'footwear' | 'kids';

export interface SizeTableColumn {
  id: string;
  defaultMessage: string;
}

export interface SizeTable {
  id: SizeTableId;
  title: SizeTableColumn;
  columns: readonly SizeTableColumn[];
  rows: ReadonlyArray<readonly string[]>;
}

const col = (id: string, defaultMessage: string): SizeTableColumn => ({
  id: `product.sizeTable.${id}`,
  defaultMessage,
});

const INTERNATIONAL = col('col.international', 'International');
const UA = col('col.ua', 'UA');
const EU = col('col.eu', 'EU');
const CHEST = col('col.chest', 'Chest, cm');
const WAIST = col('col.waist', 'Waist, cm');
const HIPS = col('col.hips', 'Hips, cm');

export const SIZE_TABLES: readonly SizeTable[] = [
  {
    id: 'tops',
    title: col('tops', 'Clothing: tops'),
    columns: [INTERNATIONAL, UA, EU, CHEST, WAIST],
    rows: [
      ['XXS', '40', '32', '76–80', '60–64'],
      ['XS', '42', '34', '80–84', '64–68'],
      ['S', '44', '36', '84–88', '68–72'],
      ['M', '46', '38', '88–92', '72–76'],
      ['L', '48', '40', '92–96', '76–80'],
      ['XL', '50', '42', '96–100', '80–84'],
      ['XXL', '52', '44', '100–104', '84–88'],
      ['3XL', '54', '46', '104–108', '88–92'],
    ],
  },
  {
    id: 'bottoms',
    title: col('bottoms', 'Clothing: bottoms'),
    columns: [UA, EU, INTERNATIONAL, col('col.jeans', 'Jeans (W)'), WAIST, HIPS],
    rows: [
      ['38', '32', 'XXS', '24', '58–62', '82–86'],
      ['40', '34', 'XS', '25–26', '62–66', '86–90'],
      ['42', '36', 'S', '27–28', '66–70', '90–94'],
      ['44', '38', 'M', '29–30', '70–74', '94–98'],
      ['46', '40', 'L', '31–32', '74–78', '98–102'],
      ['48', '42', 'XL', '33–34', '78–82', '102–106'],
      ['50', '44', 'XXL', '35–36', '82–86', '106–110'],
      ['52', '46', '3XL', '38', '86–90', '110–114'],
      ['54', '48', '4XL', '40', '90–94', '114–118'],
      ['56', '50', '5XL', '42', '94–98', '118–122'],
    ],
  },
  {
    id: 'footwear',
    title: col('footwear', 'Footwear'),
    columns: [
      EU,
      UA,
      col('col.uk', 'UK'),
      col('col.usWomen', 'US women'),
      col('col.usMen', 'US men'),
      col('col.footLength', 'Foot length, cm'),
    ],
    rows: [
      ['35', '35', '2.5', '5', '3.5', '22.5'],
      ['36', '36', '3.5', '6', '4.5', '23'],
      ['37', '37', '4', '6.5', '5', '23.5'],
      ['38', '38', '5', '7.5', '6', '24'],
      ['39', '39', '6', '8.5', '7', '25'],
      ['40', '40', '6.5', '9', '7.5', '25.5'],
      ['41', '41', '7.5', '10', '8.5', '26'],
      ['42', '42', '8', '10.5', '9', '26.5'],
      ['43', '43', '9', '11.5', '10', '27.5'],
      ['44', '44', '9.5', '12', '10.5', '28'],
      ['45', '45', '10.5', '13', '11.5', '29'],
      ['46', '46', '11', '13.5', '12', '29.5'],
    ],
  },
  {
    id: 'kids',
    title: col('kids', 'Kids'),
    columns: [col('col.height', 'Height, cm'), col('col.age', 'Age, years'), CHEST, WAIST],
    rows: [
      ['92', '1½–2', '52', '50'],
      ['98', '2–3', '54', '51'],
      ['104', '3–4', '56', '52'],
      ['110', '4–5', '58', '53'],
      ['116', '5–6', '60', '54'],
      ['122', '6–7', '62', '55'],
      ['128', '7–8', '64', '57'],
      ['134', '8–9', '66', '58'],
      ['140', '9–10', '68', '60'],
      ['146', '10–11', '72', '62'],
      ['152', '11–12', '76', '64'],
      ['158', '12–13', '80', '66'],
      ['164', '13–14', '84', '68'],
    ],
  },
];
