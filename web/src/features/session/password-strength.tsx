/**
 * The register form's password strength meter (spec section 5): weak below 8 characters,
 * medium below 12, strong from 12 (contracts' passwordStrength, the one rule).
 */
import { passwordStrength } from '@app/contracts';
import { useTranslation } from 'react-i18next';

const LEVELS = ['weak', 'medium', 'strong'] as const;

export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('session');
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = LEVELS.indexOf(strength) + 1;
  return (
    <div className={`strength strength--${strength}`}>
      <meter min={0} max={LEVELS.length} value={level} aria-labelledby="strength-label" />
      <span id="strength-label">{t(`register.strength.${strength}`)}</span>
    </div>
  );
}
