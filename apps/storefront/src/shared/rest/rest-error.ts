/**
 * The error of a non-OK REST response (spec §8): its message names method, URL, status, status text and
 * the server's message; Magento's `parameters` are substituted into the message and the rest of its
 * body is kept as extra info, with the server trace when it sends one (developer mode).
 */
export class RestError extends Error {
  override readonly name = 'RestError';
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly serverMessage: string;
  readonly extraInfo: unknown;
  readonly trace: string | undefined;

  constructor(details: {
    method: string;
    url: string;
    status: number;
    statusText: string;
    serverMessage: string;
    extraInfo?: unknown;
    trace?: string;
  }) {
    const statusLine =
      `${details.method} ${details.url} responded ${details.status} ${details.statusText}`.trim();
    super(details.serverMessage ? `${statusLine}: ${details.serverMessage}` : statusLine);
    this.method = details.method;
    this.url = details.url;
    this.status = details.status;
    this.statusText = details.statusText;
    this.serverMessage = details.serverMessage;
    this.extraInfo = details.extraInfo;
    this.trace = details.trace;
  }
}

/**
 * Magento phrases carry placeholders: `%1`, `%2` for a parameter list, `%fieldName` for a parameter map.
 * Unknown placeholders stay as they are, so nothing is silently lost.
 */
export function formatMagentoMessage(message: string, parameters?: unknown): string {
  if (Array.isArray(parameters)) {
    return message.replace(/%(\d+)/g, (placeholder, index: string) => {
      const value: unknown = parameters[Number(index) - 1];
      return value === undefined ? placeholder : String(value);
    });
  }
  if (parameters && typeof parameters === 'object') {
    const named = parameters as Record<string, unknown>;
    return message.replace(/%([A-Za-z_]\w*)/g, (placeholder, name: string) =>
      name in named ? String(named[name]) : placeholder,
    );
  }
  return message;
}

/** Builds the RestError from a response body that may be Magento JSON, other JSON, text or nothing. */
export function restErrorFromBody(
  request: { method: string; url: string },
  response: { status: number; statusText: string },
  bodyText: string,
): RestError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    parsed = undefined;
  }
  const base = { ...request, status: response.status, statusText: response.statusText };
  if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') {
    const { message, parameters, trace, ...extra } = parsed as {
      message: string;
      parameters?: unknown;
      trace?: unknown;
    };
    return new RestError({
      ...base,
      serverMessage: formatMagentoMessage(message, parameters),
      extraInfo: Object.keys(extra).length > 0 ? extra : undefined,
      trace: typeof trace === 'string' ? trace : undefined,
    });
  }
  return new RestError({
    ...base,
    serverMessage: parsed === undefined ? bodyText.trim() : '',
    extraInfo: parsed,
  });
}
