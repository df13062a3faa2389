/** Names of the gender sections in page titles and tabs. */
type Translate = (id: string, defaultMessage: string, values?: Record<string, string | number>) => string;

export function sectionLabel(t: Translate, section: string): string {
  switch (section) {
    case 'women':
      return t('section.women', 'Women');
    case 'men':
      return t('section.men', 'Men');
    case 'kids':
      return t('section.kids', 'Kids');
    case 'boys':
      return t('section.boys', 'Boys');
    case 'girls':
      return t('section.girls', 'Girls');
    default:
      return section;
  }
}
