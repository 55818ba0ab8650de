import { defineDomain } from '../../gateway/domain.ts';
import { accountControls } from './accounts.controls.ts';
import { AccountsSlice } from './accounts.state.ts';
import { passwordRelays } from './password.relays.ts';
import { registerRelays } from './register.relays.ts';
import { sessionRelays } from './session.relays.ts';

/** Accounts and sessions: login, logout, free play, captcha, SMS, registration, passwords. */
export const accounts = defineDomain({
  slices: [AccountsSlice],
  relays: [sessionRelays, registerRelays, passwordRelays],
  controls: accountControls,
});
