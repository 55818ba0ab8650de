/**
 * One key per submission of a money action (issue 13, item 7): the same key for a double tap or
 * a retry of the same form, a new one once the action succeeded (the next submission is a new
 * action). The BFF runs one action per key.
 */
import { useCallback, useState } from 'react';

export function useSubmissionKey(): [string, () => void] {
  const make = () => crypto.randomUUID();
  const [key, setKey] = useState(make);
  const renew = useCallback(() => setKey(make()), []);
  return [key, renew];
}
