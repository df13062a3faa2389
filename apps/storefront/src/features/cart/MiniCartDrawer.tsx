/** The mini-cart drawer (spec §4: open or closed), sliding in from the right. */
import { lazy, Suspense } from 'react';
import { Drawer } from '../../shared/ui/Drawer.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';

const MiniCart = lazy(() => import('./MiniCart.tsx'));

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
      <Suspense fallback={null}>
        <MiniCart onNavigate={onClose} />
      </Suspense>
    </Drawer>
  );
}
