/** Logic of HomePage: which CMS page a section shows, the page, and the home-view analytics event. */
import { useEffect } from 'react';
import { trackHomeView } from '../../shared/analytics/analytics.ts';
import { useCmsPage } from './useCmsPage.ts';

export const HOME_SECTIONS = ['women', 'men', 'kids'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export function homeSection(section: string | null | undefined): HomeSection | null {
  return (HOME_SECTIONS as readonly string[]).includes(section ?? '') ? (section as HomeSection) : null;
}

/** 'home' for /, 'home-women' for /women... */
export function homeIdentifier(section: HomeSection | null): string {
  return section ? `home-${section}` : 'home';
}

export function useHomePage(sectionProp: string | null) {
  const section = homeSection(sectionProp);
  const state = useCmsPage(homeIdentifier(section));
  const shown = state.kind === 'page';
  useEffect(() => {
    if (shown) trackHomeView(section);
  }, [shown, section]);
  return { section, state };
}
