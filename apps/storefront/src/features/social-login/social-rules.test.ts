import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_HOME,
  REDIRECT_RESULT_KEY,
  destinationAfterSignIn,
  placementOf,
  shapeOf,
  showsOn,
  socialResultOf,
  takeRedirectResult,
} from './social-rules.ts';

describe('social login settings', () => {
  it('shows the buttons only when enabled and login_position names the page', () => {
    const on = { amsociallogin_general_enabled: true, login_position: 'popup, customer_login,checkout_cart' };
    expect(showsOn(on, 'customer_login')).toBe(true);
    expect(showsOn(on, 'customer_create')).toBe(false);
    expect(showsOn({ ...on, amsociallogin_general_enabled: false }, 'customer_login')).toBe(false);
    expect(showsOn({ ...on, login_position: null }, 'customer_login')).toBe(false);
    expect(showsOn(null, 'customer_login')).toBe(false);
  });

  it('places them above the form unless button_position is bottom', () => {
    expect(placementOf({ button_position: 'bottom' })).toBe('bottom');
    expect(placementOf({ button_position: 'top' })).toBe('top');
    expect(placementOf({ button_position: null })).toBe('top');
  });

  it('maps button_shape 0, 1, 2 to round, rectangle, square', () => {
    expect([0, 1, 2, null].map((button_shape) => shapeOf({ button_shape }))).toEqual([
      'round',
      'rectangle',
      'square',
      'round',
    ]);
  });

  it('goes to account home, or to the custom url (a path of the shop) when redirect_type is 1', () => {
    expect(destinationAfterSignIn({ redirect_type: 0, custom_url: '/wishlist' })).toBe(ACCOUNT_HOME);
    expect(destinationAfterSignIn({ redirect_type: 1, custom_url: '/wishlist' })).toBe('/wishlist');
    expect(destinationAfterSignIn({ redirect_type: 1, custom_url: 'checkout' })).toBe('/checkout');
    expect(destinationAfterSignIn({ redirect_type: 1, custom_url: '' })).toBe(ACCOUNT_HOME);
    expect(destinationAfterSignIn({ redirect_type: 1, custom_url: '//evil.example/x' })).toBe(ACCOUNT_HOME);
    expect(destinationAfterSignIn({ redirect_type: 1, custom_url: 'https://evil.example' })).toBe(
      ACCOUNT_HOME,
    );
    expect(destinationAfterSignIn(null)).toBe(ACCOUNT_HOME);
  });
});

describe('a social result', () => {
  it('is read only in its shape: result 0 or 1 and a list of messages', () => {
    expect(
      socialResultOf({ result: 1, token: 't', messages: ['ok'], redirect_data: { action: 'login' } }),
    ).toEqual({
      result: 1,
      token: 't',
      messages: ['ok'],
      redirect_data: { action: 'login' },
    });
    expect(socialResultOf({ result: 0, messages: ['no', 3] })).toEqual({
      result: 0,
      token: undefined,
      messages: ['no'],
      redirect_data: undefined,
    });
    expect(socialResultOf({ result: 2, messages: [] })).toBeNull();
    expect(socialResultOf({ result: 1 })).toBeNull();
    expect(socialResultOf('{"result":1}')).toBeNull();
    expect(socialResultOf(null)).toBeNull();
  });

  it('left by the callback page in session storage is taken once', () => {
    const items = new Map<string, string>([
      [REDIRECT_RESULT_KEY, JSON.stringify({ result: 0, messages: ['x'] })],
    ]);
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      removeItem: (k: string) => void items.delete(k),
    };
    expect(takeRedirectResult(storage)?.messages).toEqual(['x']);
    expect(takeRedirectResult(storage)).toBeNull();
    items.set(REDIRECT_RESULT_KEY, 'not json');
    expect(takeRedirectResult(storage)).toBeNull();
    expect(takeRedirectResult(undefined)).toBeNull();
  });
});
