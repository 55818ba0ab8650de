import { defineDomain } from '../../gateway/domain.ts';
import { memberRelays } from './member.relays.ts';

/** The member's profile, kept in the accounts slice. */
export const member = defineDomain({ relays: [memberRelays] });
