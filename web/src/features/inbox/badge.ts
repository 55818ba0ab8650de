/**
 * Message-center badges (spec section 2, "Message center"): a count only for a signed-in player
 * and only when nonzero, capped at "99+".
 */
import { LIMITS } from '@app/contracts/values';

/** The badge's text, or null when there is no badge. */
export function badgeText(count: number | null | undefined, signedIn: boolean): string | null {
  if (!signedIn || !count || count < 1 || !Number.isFinite(count)) return null;
  return count > LIMITS.badgeCap ? `${LIMITS.badgeCap}+` : String(Math.floor(count));
}
