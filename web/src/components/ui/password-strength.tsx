/**
 * The strength meter under a new password (spec section 5), in every register form (the
 * player's, an agent's for a downline), by length and character classes (the contracts'
 * passwordStrength, the one rule). Nothing while the field is empty.
 */
import { passwordStrength } from '@app/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';

const LEVELS = ['weak', 'medium', 'strong'] as const;

export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = LEVELS.indexOf(strength) + 1;
  return (
    <div className={`strength strength--${strength}`}>
      <meter min={0} max={LEVELS.length} value={level} aria-labelledby={labelId} />
      <span id={labelId}>{t(`ui.strength.${strength}`)}</span>
    </div>
  );
}
