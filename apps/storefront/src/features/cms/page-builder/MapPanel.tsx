/**
 * The Map content type as a static, accessible panel: the locations placed by their coordinates
 * on a plain map-like canvas, and a list with name, address, hours, phone, coordinates and an
 * "Open in maps" link (OpenStreetMap, zoom 8). With data-show-controls a link to the whole area
 * is shown too. No map provider is reachable offline, so no tiles are drawn.
 */
import { useT } from '../../../shared/store-view/store-view.tsx';
import { toReactStyle, withoutFields } from './style-fields.ts';
import { formatCoordinates, openStreetMapUrl } from './map-geometry.ts';
import { useMapPanel } from './useMapPanel.ts';
import type { MapNode } from './types.ts';
import styles from './MapPanel.module.css';

export function MapPanel({ node }: { node: MapNode }) {
  const t = useT();
  const map = useMapPanel(node);
  if (node.locations.length === 0) return null;
  return (
    <div className={styles.wrap}>
      <section
        id={node.id}
        className={styles.root}
        style={toReactStyle(withoutFields(node.style, 'height', 'minHeight'), {
          '--map-height': node.style.height,
        })}
        aria-label={t('pageBuilder.mapLabel', 'Map of locations')}
      >
        <div className={styles.canvas} aria-hidden="true">
          <svg className={styles.grid} viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
            <path d="M0 62 C 18 55, 30 70, 46 58 S 75 40, 100 48" className={styles.river} />
            <path
              d="M0 25 H100 M0 50 H100 M0 75 H100 M25 0 V100 M50 0 V100 M75 0 V100"
              className={styles.lines}
            />
          </svg>
          {map.markers.map((m, i) => (
            <span
              key={i}
              className={`${styles.marker} ${map.active === i ? styles.markerActive : ''}`}
              style={{ left: `${m.x}%`, top: `${m.y}%` }}
            >
              {i + 1}
            </span>
          ))}
        </div>
        <div className={styles.side}>
          {node.showControls && map.areaUrl ? (
            <a className={styles.area} href={map.areaUrl} target="_blank" rel="noopener noreferrer">
              {t('pageBuilder.mapOpenArea', 'View all on the map')}
            </a>
          ) : null}
          <ol className={styles.list}>
            {node.locations.map((location, i) => (
              <li
                key={i}
                className={styles.item}
                onMouseEnter={() => map.setActive(i)}
                onMouseLeave={() => map.setActive(null)}
                onFocus={() => map.setActive(i)}
                onBlur={() => map.setActive(null)}
              >
                <span className={styles.number} aria-hidden="true">
                  {i + 1}
                </span>
                <div className={styles.details}>
                  {location.name ? <p className={styles.name}>{location.name}</p> : null}
                  {location.address || location.city ? (
                    <p className={styles.address}>
                      {[location.address, location.city].filter(Boolean).join(', ')}
                    </p>
                  ) : null}
                  {location.comment ? <p className={styles.comment}>{location.comment}</p> : null}
                  {location.phone ? (
                    <p>
                      <a className={styles.phone} href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>
                        {location.phone}
                      </a>
                    </p>
                  ) : null}
                  <p className={styles.coordinates}>{formatCoordinates(location)}</p>
                  <a
                    className={styles.open}
                    href={openStreetMapUrl(location)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('pageBuilder.mapOpen', 'Open in maps')}
                    <span className={styles.hidden}>
                      {': '}
                      {location.name || formatCoordinates(location)}
                    </span>
                  </a>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}
