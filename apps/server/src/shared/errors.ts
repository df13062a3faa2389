/**
 * GraphQL errors the way Magento categorises them (extensions.category), so that clients
 * written for Magento recover the same way.
 */
import { GraphQLError } from 'graphql';

export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-already-exists';

export class MagentoError extends GraphQLError {
  constructor(message: string, category: ErrorCategory, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { category, ...extra } });
  }
}

export const inputError = (message: string, extra?: Record<string, unknown>) =>
  new MagentoError(message, 'graphql-input', extra);
export const noSuchEntity = (message: string) => new MagentoError(message, 'graphql-no-such-entity');
export const authorizationError = (message: string) => new MagentoError(message, 'graphql-authorization');
