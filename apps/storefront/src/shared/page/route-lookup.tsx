/**
 * The backend route lookup (app/ResolvedRoute.tsx) for features that hand a path back to it, such as a
 * product page whose url key no product has. The app provides it as a render function, so features need
 * not import the app layer (imports go app → features → shared); without a provider a lookup is a 404.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { NotFound } from './NotFound.tsx';

export type RenderRouteLookup = () => ReactNode;

export const RouteLookupContext = createContext<RenderRouteLookup>(() => <NotFound />);

export function RouteLookup() {
  return useContext(RouteLookupContext)();
}
