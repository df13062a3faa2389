import { describe, expect, it } from 'vitest';
import { createInitialUserState, tokenExpired, userActions, userReducer } from './user-state.ts';

describe('user slice', () => {
  it('signs in when the token is set, and forgets the customer when it is cleared', () => {
    let state = userReducer(createInitialUserState(), userActions.setToken('tok', 3600, 1_000));
    expect(state.isSignedIn).toBe(true);
    expect(state.token).toEqual({ value: 'tok', ttl: 3600, timeStored: 1_000 });
    state = userReducer(
      state,
      userActions.getDetailsReceive({ email: 'a@b.ua', firstname: 'A', lastname: 'B' }),
    );
    state = userReducer(state, userActions.clearToken());
    expect(state).toEqual(createInitialUserState(null, false));
  });

  it('tracks the details request and keeps the user on error', () => {
    const user = { email: 'a@b.ua', firstname: 'A', lastname: 'B' };
    let state = userReducer(createInitialUserState(), userActions.getDetailsRequest());
    expect(state.isGettingDetails).toBe(true);
    state = userReducer(state, userActions.getDetailsReceive(user));
    expect(state).toMatchObject({ isGettingDetails: false, currentUser: user });
    const error = new Error('down');
    state = userReducer(
      userReducer(state, userActions.getDetailsRequest()),
      userActions.getDetailsReceive(null, error),
    );
    expect(state).toMatchObject({ isGettingDetails: false, currentUser: user, getDetailsError: error });
  });

  it('tracks resetting the password', () => {
    let state = userReducer(createInitialUserState(), userActions.resetPasswordRequest());
    expect(state.isResettingPassword).toBe(true);
    state = userReducer(state, userActions.resetPasswordReceive('bad'));
    expect(state).toMatchObject({ isResettingPassword: false, resetPasswordError: 'bad' });
  });

  it('counts the ttl in seconds', () => {
    const token = { value: 't', ttl: 3600, timeStored: 0 };
    expect(tokenExpired(token, 3_600_000)).toBe(false);
    expect(tokenExpired(token, 3_600_001)).toBe(true);
  });
});
