/**
 * What wouter takes from React (its src/react-deps.js), as the only exports it sees. wouter reads
 * `React["useInsertion" + "Effect"]` from a namespace import, and a namespace read by a computed name
 * keeps every export of its module in the bundle: given react-on-preact.ts, that was all of Preact's
 * compat layer, used or not (build/preact-renderer.ts points wouter's 'react' here).
 */
export {
  cloneElement,
  createContext,
  createElement,
  forwardRef,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from './react-on-preact.ts';
