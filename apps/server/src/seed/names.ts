/**
 * Product names: "Чорна сукня міді з льону Maison Verte" / "Черное платье миди из льна
 * Maison Verte". Order: colour, audience adjective (men, unisex kids), noun, cut, material,
 * "for boys/girls", brand. Adjectives agree with the noun of each language separately.
 */
import type { Brand } from './brands.ts';
import type { Cut, ProductType, Section } from './product-types.ts';
import type { StoreCode } from './stores.ts';
import { FOR_BOYS, FOR_GIRLS, KIDS_ADJ, MEN_ADJ, type Colour, type Material } from './vocabulary.ts';

export type KidsAudience = 'boys' | 'girls' | 'both';

export interface NameParts {
  type: ProductType;
  section: Section;
  kids?: KidsAudience;
  colour: Colour;
  cut?: Cut;
  material?: Material;
  brand: Brand;
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Colour, noun and cut: the phrase used as the image label (alt text). */
export function imageLabel(p: NameParts, s: StoreCode): string {
  const noun = p.type.noun[s];
  const words = [p.type.coloured ? p.colour[s][noun.g] : undefined, noun.word, p.cut?.[s]];
  if (!p.type.coloured) words.push(p.material?.phrase[s]);
  return capitalise(words.filter(Boolean).join(' '));
}

export function productName(p: NameParts, s: StoreCode): string {
  const noun = p.type.noun[s];
  const audience =
    p.section === 'men'
      ? MEN_ADJ[s][noun.g]
      : p.section === 'kids' && p.kids === 'both'
        ? KIDS_ADJ[s][noun.g]
        : undefined;
  const forWhom = p.kids === 'boys' ? FOR_BOYS[s] : p.kids === 'girls' ? FOR_GIRLS[s] : undefined;
  const words = [
    p.type.coloured ? p.colour[s][noun.g] : undefined,
    audience,
    noun.word,
    p.cut?.[s],
    p.material?.phrase[s],
    forWhom,
    p.brand.name[s],
  ];
  return capitalise(words.filter(Boolean).join(' '));
}
