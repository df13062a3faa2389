/**
 * Lets pages tell the server renderer the HTTP answer: 404 for a missing page, a 301/302
 * redirect for a moved one. In the browser it is absent and pages navigate instead.
 */
import { createContext, useContext } from 'react';

export interface HttpStatus {
  status: number;
  location?: string;
}

export const HttpStatusContext = createContext<HttpStatus | null>(null);

export function useHttpStatus(): HttpStatus | null {
  return useContext(HttpStatusContext);
}

/** Records the HTTP answer of the page the server renders in its collector (none in the browser). */
function record(http: HttpStatus | null, status: number, location?: string): void {
  if (!http) return;
  http.status = status;
  if (location !== undefined) http.location = location;
}

/**
 * Sets the HTTP answer of the page being rendered on the server (a no-op in the browser). A function, so
 * pages do not modify a value a hook returned while rendering.
 */
export function useSetHttpStatus(): (status: number, location?: string) => void {
  const http = useContext(HttpStatusContext);
  return (status, location) => record(http, status, location);
}
