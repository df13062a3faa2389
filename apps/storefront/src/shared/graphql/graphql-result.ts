/** The parts of a GraphQL error the storefront reads (reference §1). */
export interface GraphqlError {
  message: string;
  path?: ReadonlyArray<string | number>;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  extensions?: Record<string, unknown> & { category?: string };
}

/** A parsed GraphQL response body. */
export interface GraphqlResult<TData = unknown> {
  data?: TData | null;
  errors?: GraphqlError[];
  extensions?: Record<string, unknown>;
}
