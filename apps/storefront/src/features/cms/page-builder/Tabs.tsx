/**
 * The Tabs content type as ARIA tabs: a tablist of buttons (arrow keys, Home and End move
 * between them and select), one panel shown at a time. A link to a tab item's id (#join)
 * selects it.
 */
import { BackgroundLayer } from './BackgroundLayer.tsx';
import { PbChildren } from './node-children.tsx';
import { usePbContext } from './render-context.ts';
import { boxStyle, toReactStyle } from './style-fields.ts';
import { useTabs } from './useTabs.ts';
import type { TabItemNode, TabsNode } from './types.ts';
import styles from './Tabs.module.css';

const ALIGN = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export function Tabs({ node }: { node: TabsNode }) {
  const tabs = useTabs(node);
  return (
    <div id={node.id} className={styles.tabs} style={toReactStyle(node.style)}>
      <div
        role="tablist"
        tabIndex={-1}
        aria-orientation="horizontal"
        className={styles.tablist}
        style={{ justifyContent: ALIGN[node.navigationAlign] }}
        onKeyDown={tabs.onKeyDown}
      >
        {tabs.items.map((item, i) => (
          <button
            key={i}
            ref={(el) => {
              tabs.tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabs.tabId(i)}
            aria-selected={i === tabs.active}
            aria-controls={tabs.panelId(i)}
            tabIndex={i === tabs.active ? 0 : -1}
            className={styles.tab}
            onClick={() => tabs.select(i)}
          >
            {item.name || tabs.fallbackName(i)}
          </button>
        ))}
      </div>
      <div className={styles.content} style={toReactStyle(node.contentStyle)}>
        {tabs.items.map((item, i) => (
          <div
            key={i}
            role="tabpanel"
            id={tabs.panelId(i)}
            aria-labelledby={tabs.tabId(i)}
            hidden={i !== tabs.active}
            tabIndex={0}
            className={styles.panel}
          >
            <TabItemBox node={item} />
          </div>
        ))}
      </div>
    </div>
  );
}

function TabItemBox({ node }: { node: TabItemNode }) {
  const ctx = usePbContext();
  return (
    <div className={styles.item} style={boxStyle(node.style)}>
      <BackgroundLayer background={node.background} fields={node.style} lcp={ctx.lcpNode === node} />
      <div className={styles.itemContent}>
        <PbChildren nodes={node.children} />
      </div>
    </div>
  );
}

/** A tab item found outside tabs: its content as a plain box. */
export function TabItemContent({ node }: { node: TabItemNode }) {
  return (
    <div id={node.id}>
      <TabItemBox node={node} />
    </div>
  );
}
