import { useTranslation } from 'react-i18next';
import logoUrl from '../../assets/logo.svg';

export function Logo() {
  const { t } = useTranslation();
  return (
    <img className="logo" src={logoUrl} alt={t('app.name')} width={32} height={32} loading="lazy" />
  );
}
