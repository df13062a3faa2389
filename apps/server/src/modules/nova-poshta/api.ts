/**
 * A client for Nova Poshta's JSON API (https://api.novaposhta.ua/v2.0/json/): one POST per call
 * with `{apiKey, modelName, calledMethod, methodProperties}`; every answer, success or not, is
 * HTTP 200 with `{success, data, errors, warnings, info: {totalCount}}`. Answers are validated
 * with zod: the shapes below are the fields of Nova Poshta's answers the directory keeps (every
 * value is a string there, numbers and flags included); other fields are ignored.
 */
import { z } from 'zod';

export const DEFAULT_API_URL = 'https://api.novaposhta.ua/v2.0/json/';

/** Address.getCities: one item. Ref is the CityRef of warehouses and streets. */
export const NpCitySchema = z.object({
  Ref: z.string(),
  Description: z.string(),
  DescriptionRu: z.string().optional().default(''),
  SettlementTypeDescription: z.string().optional(),
  SettlementTypeDescriptionRu: z.string().optional(),
  Area: z.string().optional(),
  AreaDescription: z.string().optional(),
  AreaDescriptionRu: z.string().optional(),
  CityID: z.string().optional(),
});
export type NpCity = z.infer<typeof NpCitySchema>;

/** AddressGeneral.getWarehouses: one item (branch, cargo branch, parcel locker…). */
export const NpWarehouseSchema = z.object({
  Ref: z.string(),
  SiteKey: z.string().optional(),
  Description: z.string(),
  DescriptionRu: z.string().optional().default(''),
  ShortAddress: z.string().optional().default(''),
  ShortAddressRu: z.string().optional().default(''),
  TypeOfWarehouse: z.string(),
  Number: z.string(),
  CityRef: z.string(),
  CityDescription: z.string().optional(),
  CityDescriptionRu: z.string().optional(),
  SettlementRef: z.string().optional(),
  Latitude: z.string().optional(),
  Longitude: z.string().optional(),
  TotalMaxWeightAllowed: z.string().optional(),
  PlaceMaxWeightAllowed: z.string().optional(),
  /** "Branch", "Postomat", "Store"… (newer answers). */
  CategoryOfWarehouse: z.string().optional(),
  WarehouseStatus: z.string().optional(),
});
export type NpWarehouse = z.infer<typeof NpWarehouseSchema>;

/** Address.getStreet: one item. */
export const NpStreetSchema = z.object({
  Ref: z.string(),
  Description: z.string(),
  StreetsTypeRef: z.string().optional(),
  StreetsType: z.string().optional(),
});
export type NpStreet = z.infer<typeof NpStreetSchema>;

const envelope = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.boolean(),
    data: z.array(item),
    errors: z.array(z.string()).optional().default([]),
    warnings: z.unknown().optional(),
    info: z.object({ totalCount: z.coerce.number().optional() }).partial().nullish(),
  });

export class NovaPoshtaApiError extends Error {}

export interface NovaPoshtaApiOptions {
  apiKey: string;
  url?: string;
  /** Attempts per call: a network error or an HTTP 5xx is retried after 1 s, 2 s, 4 s… */
  attempts?: number;
  fetch?: typeof fetch;
}

export interface Page<T> {
  items: T[];
  page: number;
  totalCount: number | undefined;
}

export class NovaPoshtaApi {
  private readonly url: string;
  private readonly attempts: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly opts: NovaPoshtaApiOptions) {
    if (!opts.apiKey) throw new NovaPoshtaApiError('A Nova Poshta API key is required.');
    this.url = opts.url ?? DEFAULT_API_URL;
    this.attempts = opts.attempts ?? 4;
    this.fetch = opts.fetch ?? fetch;
  }

  /** One call: the validated items and Nova Poshta's total count, or an error naming its reasons. */
  async call<T extends z.ZodType>(
    item: T,
    modelName: string,
    calledMethod: string,
    methodProperties: Record<string, string>,
  ): Promise<{ items: z.infer<T>[]; totalCount: number | undefined }> {
    const body = JSON.stringify({ apiKey: this.opts.apiKey, modelName, calledMethod, methodProperties });
    const json = await this.post(body, `${modelName}.${calledMethod}`);
    const parsed = envelope(item).safeParse(json);
    if (!parsed.success) {
      throw new NovaPoshtaApiError(
        `${modelName}.${calledMethod} answered in an unexpected shape: ${z.prettifyError(parsed.error)}`,
      );
    }
    if (!parsed.data.success) {
      const reasons = parsed.data.errors.join('; ') || 'no reason given';
      throw new NovaPoshtaApiError(`${modelName}.${calledMethod} failed: ${reasons}`);
    }
    return { items: parsed.data.data, totalCount: parsed.data.info?.totalCount };
  }

  /** Every page of a paged method (`Page`, `Limit`), until a short or empty page. */
  async *pages<T extends z.ZodType>(
    item: T,
    modelName: string,
    calledMethod: string,
    methodProperties: Record<string, string>,
    limit: number,
  ): AsyncGenerator<Page<z.infer<T>>> {
    for (let page = 1; ; page++) {
      const { items, totalCount } = await this.call(item, modelName, calledMethod, {
        ...methodProperties,
        Page: String(page),
        Limit: String(limit),
      });
      yield { items, page, totalCount };
      const seen = (page - 1) * limit + items.length;
      if (items.length < limit || (totalCount !== undefined && seen >= totalCount)) return;
    }
  }

  private async post(body: string, what: string): Promise<unknown> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      try {
        const res = await this.fetch(this.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(60_000),
        });
        if (res.status >= 500) throw new Error(`HTTP ${res.status}`);
        if (!res.ok) throw new NovaPoshtaApiError(`${what}: HTTP ${res.status} from ${this.url}`);
        return await res.json();
      } catch (e) {
        if (e instanceof NovaPoshtaApiError) throw e;
        lastError = e;
        if (attempt < this.attempts) await new Promise((r) => setTimeout(r, 1000 * 2 ** (attempt - 1)));
      }
    }
    throw new NovaPoshtaApiError(`${what}: no answer from ${this.url} (${String(lastError)})`);
  }
}
