/**
 * The script that starts the app's JavaScript once the page the server rendered is on screen.
 *
 * The server's HTML is the whole first view: scripts only make it interactive. Requested while
 * the page is still being painted, they share a phone's bandwidth and main thread with the
 * stylesheet, the first images and the first frame, and push the first paint and the largest
 * image back. So the page asks for them once the browser reports that it has painted:
 * - the first contentful paint, and
 * - the high-priority images (fetchpriority="high": the hero, the first product photos) loaded
 *   and one of them reported as the largest contentful paint (or, if another element is the
 *   largest, `settleMs` after they loaded);
 * where the browser reports no paint timings: two animation frames after the images loaded;
 * and after `fallbackMs` at the latest.
 *
 * Each modulepreload link costs the main thread a millisecond or more on a phone, so they are added
 * one per task after the entry script, rather than in one long task.
 *
 * Waiting for a frame alone is not enough: Chrome runs animation frames before it presents the
 * first frame, so scripts fetched then still compete with the first paint (seen as first paints
 * a second late in Lighthouse runs).
 */
import { BOOT_ELEMENT_ID } from './render-context.ts';

export const BOOT_FALLBACK_MS = 3000;

/**
 * Where the loader leaves the boot data block for the entry: the element right before the loader
 * itself (document.currentScript), which the server writes after the whole page. A lookup by id
 * would return the first element with that id, and content comes first.
 */
export const BOOT_HANDOFF = '__VITRYNA_BOOT_ELEMENT__';
export const BOOT_SETTLE_MS = 300;
/**
 * The boot block's attribute naming the page's own lazy chunks (space-separated paths), preloaded
 * after the entry's own: the loader's text stays the same for every page (its CSP hash).
 */
export const BOOT_PRELOAD_ATTRIBUTE = 'data-preload';

export interface BootLoaderTimings {
  fallbackMs?: number;
  settleMs?: number;
}

/** An inline classic script (ES5: it runs in every browser, before any module). */
export function bootLoaderScript(
  entry: string,
  preloads: readonly string[],
  { fallbackMs = BOOT_FALLBACK_MS, settleMs = BOOT_SETTLE_MS }: BootLoaderTimings = {},
): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(d,w){var b=d.currentScript,p=${json(preloads)};b=b&&b.previousElementSibling;if(b&&b.id===${json(BOOT_ELEMENT_ID)}&&b.type==="application/json"){w[${json(BOOT_HANDOFF)}]=b;p=p.concat((b.getAttribute(${json(BOOT_PRELOAD_ATTRIBUTE)})||"").split(" ").filter(String))}
var e=${json(entry)},s=0,n=0,P=w.PerformanceObserver,t=P&&P.supportedEntryTypes||[];
function go(){if(s++)return;var x=d.createElement("script"),i=0;x.type="module";x.src=e;d.body.appendChild(x);(function next(){if(i>=p.length)return;var l=d.createElement("link");l.rel="modulepreload";l.href=p[i++];d.head.appendChild(l);w.setTimeout(next,0)})()}
w.setTimeout(go,${Number(fallbackMs)});
var m=d.querySelectorAll('img[fetchpriority="high"]'),paint=t.indexOf("paint")<0,big=!m.length||t.indexOf("largest-contentful-paint")<0;
function check(){if(n||!paint)return;if(big)w.setTimeout(go,0);else w.setTimeout(go,${Number(settleMs)})}
function one(){--n;check()}
for(var i=0;i<m.length;i++){if(!m[i].complete){n++;m[i].addEventListener("load",one);m[i].addEventListener("error",one)}}
function watch(type,seen){try{new P(function(l){var a=l.getEntries();for(var i=0;i<a.length;i++)seen(a[i]);check()}).observe({type:type,buffered:true})}catch(x){}}
if(t.indexOf("paint")<0)check=function(){if(!n)w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){w.setTimeout(go,0)})})};
else{watch("paint",function(a){if(a.name==="first-contentful-paint")paint=true});
if(!big)watch("largest-contentful-paint",function(a){if(a.element&&a.element.getAttribute("fetchpriority")==="high")big=true})}
check()})(document,window)`;
}
