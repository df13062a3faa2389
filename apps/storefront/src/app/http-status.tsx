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
