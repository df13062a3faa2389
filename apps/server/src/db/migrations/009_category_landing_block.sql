-- A category's CMS block (Magento's `landing_page` attribute), served as CategoryInterface.cms_block:
-- the block of that identifier in the store view asking, when it is active. By identifier, not id,
-- because cms_block rows are per store view.
ALTER TABLE category ADD COLUMN landing_block text;
