/**
 * The shell's own operation (spec §7): the main menu. CMS blocks come through the CMS area's
 * useCmsBlocks (GetCmsBlocks); their identifiers are named here.
 */
import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** getMainMenu: the store's menu items with their submenus, nested five levels (spec §3/§9). */
export const MAIN_MENU = graphql(`
  query getMainMenu {
    mainMenu {
      items {
        id
        label
        url
        url_params
        is_red
        menu_image
        left_block
        right_block
        submenu {
          id
          label
          url
          url_params
          is_red
          menu_image
          left_block
          right_block
          submenu {
            id
            label
            url
            url_params
            is_red
            menu_image
            left_block
            right_block
            submenu {
              id
              label
              url
              url_params
              is_red
              menu_image
              left_block
              right_block
              submenu {
                id
                label
                url
                url_params
                is_red
                menu_image
                left_block
                right_block
              }
            }
          }
        }
      }
    }
  }
`);

export type MainMenuData = ResultOf<typeof MAIN_MENU>;

export const FOOTER_BLOCK_IDS = [
  'pwa-footer-links-about',
  'pwa-footer-links-online-purchase',
  'pwa-footer-links-services',
] as const;
export const HEADER_BANNER_BLOCK_ID = 'pwa-header-banner';
