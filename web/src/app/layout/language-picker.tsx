/**
 * Language picker (spec "Language picker and theme"): the merchant's languages (status.languages,
 * the BFF's SITE_LANGUAGES: EN, TY and PT by default; spec section 8), not every code the
 * platform knows, with a flag for the mapped ones from `{countryIconCdn}{country}.svg` with a text badge when the image fails. The
 * choice goes to localStorage.language and, as the `language` input, to the BFF.
 */
import { LANGUAGE_FLAGS, TRANSLATED_LANGUAGES, type LanguageCode } from '@app/contracts/values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { htmlLang, setLanguage, useLanguage } from '../../i18n/index.ts';
import { useSystemStatus } from '../../lib/status.ts';

/** Names in their own language, so a player finds theirs whatever is selected. */
const NAMES: Record<LanguageCode, string> = {
  EN: 'English',
  TY: 'Filipino',
  PT: 'Português',
  CN: '简体中文',
  TW: '繁體中文',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  ID: 'Bahasa Indonesia',
  MS: 'Bahasa Melayu',
  JA: '日本語',
  KO: '한국어',
  HI: 'हिन्दी',
  BN: 'বাংলা',
  ES: 'Español',
  FR: 'Français',
  DE: 'Deutsch',
  IT: 'Italiano',
  RU: 'Русский',
  TR: 'Türkçe',
  AR: 'العربية',
  MY: 'မြန်မာ',
  KM: 'ខ្មែរ',
  LO: 'ລາວ',
  NE: 'नेपाली',
  UR: 'اردو',
  TA: 'தமிழ்',
  TE: 'తెలుగు',
  PL: 'Polski',
  NL: 'Nederlands',
  SV: 'Svenska',
  FA: 'فارسی',
  HE: 'עברית',
  UK: 'Українська',
  RO: 'Română',
  EL: 'Ελληνικά',
};

function Flag({ code, cdn }: { code: LanguageCode; cdn: string | null }) {
  const [failed, setFailed] = useState(false);
  const country = LANGUAGE_FLAGS[code];
  if (!country || !cdn || failed) {
    return (
      <span className="flag flag--badge" aria-hidden="true">
        {code}
      </span>
    );
  }
  return (
    <img
      className="flag"
      src={`${cdn}${country}.svg`}
      alt=""
      width={24}
      height={18}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

export function LanguagePicker() {
  const { t } = useTranslation('menu');
  const language = useLanguage();
  const status = useSystemStatus();
  const cdn = status.data?.countryIconCdn ?? null;
  const languages = status.data?.languages ?? TRANSLATED_LANGUAGES;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="language-button" onClick={() => setOpen(true)}>
        <Icon name="globe" size={20} />
        {t('side.language')}
        <span className="language-button__current" aria-hidden="true">
          {NAMES[language] ?? language}
        </span>
      </button>
      <Dialog
        open={open}
        title={t('side.languageTitle')}
        closeLabel={t('side.close')}
        onClose={() => setOpen(false)}
      >
        <ul className="language-list">
          {languages.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="language-list__item"
                aria-pressed={code === language}
                lang={htmlLang(code)}
                onClick={() => {
                  void setLanguage(code);
                  setOpen(false);
                }}
              >
                <Flag code={code} cdn={cdn} />
                {NAMES[code]}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
