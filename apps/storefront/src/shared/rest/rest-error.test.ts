import { describe, expect, it } from 'vitest';
import { RestError, formatMagentoMessage, restErrorFromBody } from './rest-error.ts';

const request = { method: 'POST', url: '/rest/V1/guest-carts/abc/shipping-information' };

describe('formatMagentoMessage', () => {
  it('substitutes numbered placeholders from a parameter list', () => {
    expect(formatMagentoMessage('Carrier with such method not found: %1, %2', ['flatrate', 'best'])).toBe(
      'Carrier with such method not found: flatrate, best',
    );
  });

  it('substitutes named placeholders from a parameter map', () => {
    expect(
      formatMagentoMessage('No such entity with %fieldName = %fieldValue', {
        fieldName: 'cartId',
        fieldValue: 'x1',
      }),
    ).toBe('No such entity with cartId = x1');
  });

  it('leaves unknown placeholders and messages without parameters alone', () => {
    expect(formatMagentoMessage('Value %1 and %2', ['a'])).toBe('Value a and %2');
    expect(formatMagentoMessage('Hello %name', { other: 1 })).toBe('Hello %name');
    expect(formatMagentoMessage('100% sure')).toBe('100% sure');
  });
});

describe('restErrorFromBody', () => {
  it('puts method, URL, status, status text and the formatted server message in the message', () => {
    const error = restErrorFromBody(
      request,
      { status: 404, statusText: 'Not Found' },
      JSON.stringify({
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'cartId', fieldValue: 'abc' },
      }),
    );
    expect(error).toBeInstanceOf(RestError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(
      'POST /rest/V1/guest-carts/abc/shipping-information responded 404 Not Found: No such entity with cartId = abc',
    );
    expect(error).toMatchObject({
      method: 'POST',
      status: 404,
      statusText: 'Not Found',
      serverMessage: 'No such entity with cartId = abc',
    });
    expect(error.extraInfo).toBeUndefined();
    expect(error.trace).toBeUndefined();
  });

  it('keeps the trace and the other body fields as extra info', () => {
    const error = restErrorFromBody(
      request,
      { status: 400, statusText: 'Bad Request' },
      JSON.stringify({ message: 'Invalid', errors: [{ message: 'a' }], trace: '#0 Foo.php(12)' }),
    );
    expect(error.trace).toBe('#0 Foo.php(12)');
    expect(error.extraInfo).toEqual({ errors: [{ message: 'a' }] });
  });

  it('uses a text body as the server message', () => {
    const error = restErrorFromBody(
      request,
      { status: 502, statusText: 'Bad Gateway' },
      '  upstream down \n',
    );
    expect(error.message).toBe(
      'POST /rest/V1/guest-carts/abc/shipping-information responded 502 Bad Gateway: upstream down',
    );
  });

  it('keeps JSON without a message as extra info, and copes with an empty body', () => {
    expect(restErrorFromBody(request, { status: 500, statusText: 'Error' }, '{"code":7}').extraInfo).toEqual({
      code: 7,
    });
    expect(restErrorFromBody(request, { status: 500, statusText: 'Internal Server Error' }, '').message).toBe(
      'POST /rest/V1/guest-carts/abc/shipping-information responded 500 Internal Server Error',
    );
  });
});
