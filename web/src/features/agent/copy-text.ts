/**
 * Copying a referral or affiliate link (or code) to the clipboard, confirmed by the spec's
 * affiliate toast of 1 s (section 9); where the browser refuses, a longer note says how to copy
 * it by hand. Invite friends and agent registration both copy this way.
 */
import { TIMINGS_MS } from '@app/contracts/values';
import { showToast } from '../../components/ui/toast.tsx';

export async function copyText(
  text: string,
  texts: { done: string; failed: string },
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(texts.done, { durationMs: TIMINGS_MS.affiliateToast });
  } catch {
    showToast(texts.failed, { tone: 'error' });
  }
}
