/**
 * The mini-cart drawer (spec §4: open or closed), sliding in from the right. The shell loads this module
 * on first use (app/layout/deferred-panels.tsx), so the mini-cart comes with it in one piece.
 */
import { Drawer } from '../../shared/ui/Drawer.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import MiniCart from './MiniCart.tsx';

export function MiniCartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="right"
      title={t('miniCart.title', 'Cart')}
      closeLabel={t('miniCart.close', 'Close cart')}
    >
      <MiniCart onNavigate={onClose} />
    </Drawer>
  );
}
