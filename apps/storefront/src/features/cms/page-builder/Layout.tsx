/** Rows, column groups (and 2.4.4 column lines) and columns: the grid of Page Builder content. */
import { BackgroundLayer } from './BackgroundLayer.tsx';
import { PbChildren } from './node-children.tsx';
import { PbContext, usePbContext, widthFraction } from './render-context.ts';
import { boxStyle, withoutFields } from './style-fields.ts';
import type { ColumnGroupNode, ColumnLineNode, ColumnNode, PbNode, RowNode } from './types.ts';
import styles from './PageBuilder.module.css';

/** The box's own style: everything but the background placement (the background layer uses it). */
export function Row({ node }: { node: RowNode }) {
  const ctx = usePbContext();
  const box = (
    <div
      id={node.id}
      className={styles.rowBox}
      style={boxStyle(withoutFields(node.style, 'width', 'height'))}
      data-appearance={node.appearance}
    >
      <BackgroundLayer background={node.background} fields={node.style} lcp={ctx.lcpNode === node} />
      <div className={node.appearance === 'full-width' ? styles.rowContentContained : styles.rowContent}>
        <PbChildren nodes={node.children} />
      </div>
    </div>
  );
  return node.appearance === 'contained' ? <div className={styles.rowContained}>{box}</div> : box;
}

function isColumn(node: PbNode): node is ColumnNode {
  return node.type === 'column';
}

/** Three or more narrow columns (tiles) sit two by two on phones; other columns stack. */
export function isTileGroup(children: readonly PbNode[]): boolean {
  const columns = children.filter(isColumn);
  return columns.length >= 3 && columns.every((c) => widthFraction(c.width) <= 0.34);
}

export function ColumnGroup({ node }: { node: ColumnGroupNode | ColumnLineNode }) {
  const ctx = usePbContext();
  const tiles = isTileGroup(node.children);
  return (
    <PbContext.Provider value={{ ...ctx, mobileFraction: ctx.mobileFraction * (tiles ? 0.5 : 1) }}>
      <div
        id={node.id}
        className={`${styles.columnGroup} ${tiles ? styles.tiles : ''}`}
        style={boxStyle(withoutFields(node.style, 'width', 'height'))}
      >
        <PbChildren nodes={node.children} />
      </div>
    </PbContext.Provider>
  );
}

export function Column({ node }: { node: ColumnNode }) {
  const ctx = usePbContext();
  return (
    <PbContext.Provider value={{ ...ctx, fraction: ctx.fraction * widthFraction(node.width) }}>
      <div
        id={node.id}
        className={styles.column}
        style={boxStyle(withoutFields(node.style, 'width'), { '--pb-column-width': node.width || undefined })}
        data-appearance={node.appearance}
      >
        <BackgroundLayer background={node.background} fields={node.style} lcp={ctx.lcpNode === node} />
        <PbChildren nodes={node.children} />
      </div>
    </PbContext.Provider>
  );
}
