/**
 * A CMS page's content shown inside another feature's page (the stores page shows the CMS page
 * 'stores' above its list). Features do not import each other, so the app hands the CMS feature's
 * renderer to the host page as a component of this shape (app/pages/StoresRoute.tsx).
 */
import type { ComponentType, ReactNode } from 'react';

export interface SlotPage {
  title?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
}

export interface ContentSlotProps {
  identifier: string;
  /** What to render around the content once the page is known (its head, its heading...). */
  children?: (page: SlotPage | null, loading: boolean) => ReactNode;
  className?: string;
}

export type ContentSlot = ComponentType<ContentSlotProps>;
