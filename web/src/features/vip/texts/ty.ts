/** The `vip` text namespace in Tagalog. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  tabs: { label: 'VIP club', overview: 'Pangkalahatan', levels: 'Mga VIP Level', host: 'VIP Host' },
  tiers: {
    BRONZE: 'Bronze',
    SILVER: 'Pilak',
    GOLD: 'Ginto',
    PLATINUM: 'Platinum',
    DIAMOND: 'Diyamante',
  },
  card: {
    label: 'Ang iyong VIP level',
    visitor: 'Mag-log in para makita ang iyong VIP level at kung gaano ka kalapit sa susunod.',
    login: 'Mag-log in',
    trial: 'Magrehistro ng totoong account para sumali sa VIP club.',
    register: 'Magrehistro ngayon',
    level: 'VIP {{level}} · {{tier}}',
    progress: 'Progreso papuntang VIP {{level}}',
    turnover: 'Ngayong buwan: {{actual}} sa {{expected}} na turnover para maabot ang VIP {{level}}',
    top: 'Naabot mo na ang pinakamataas na level. Sulitin ang bawat pribilehiyo!',
    referral: 'Referral bonus: {{percent}}% ng turnover ng iyong mga kaibigan, bawat linggo',
    noReferral: 'Referral bonus mula VIP 4',
  },
  salary: {
    title: 'VIP na sahod',
    intro: 'Bawat VIP ay may araw-araw at buwanang sahod; mas mataas ang tier, mas malaki.',
    tier: 'Tier',
    daily: 'Araw-araw',
    monthly: 'Buwanan',
  },
  referral: {
    title: 'VIP referral system',
    invite: 'Mag-imbita ng kaibigan',
    text: 'Mag-imbita ng mga kaibigan at kumita ng bahagi ng kanilang turnover, bayad bawat linggo.',
    silver: 'bawat linggo sa VIP 4 hanggang 9',
    gold: 'bawat linggo sa VIP 10 hanggang 20',
  },
  fund: {
    title: 'Lingguhang pondo',
    text: 'Bawat linggo, may bonus na pondong hinahati sa mga VIP ng bawat tier.',
  },
  wheel: {
    title: 'VIP wheel',
    text: 'Paikutin ang VIP wheel at kunin ang iyong mga premyo sa reward centre.',
    open: 'Pumunta sa reward centre',
  },
  levels: {
    title: 'Mga VIP level',
    intro:
      'Mula VIP 0 hanggang VIP 20 ang mga level, sa limang tier. Ang turnover mo ngayong buwan ang nagpapaakyat sa iyo.',
    range: 'VIP {{min}}–{{max}}',
    withHost: 'Personal na host',
    referral: '{{percent}}% referral',
  },
  host: {
    title: 'Ang iyong personal na VIP host',
    text: 'Mula Ginto (VIP {{level}}) may personal na host na mag-aalaga sa iyo: mas mabilis na withdrawal, angkop na bonus at imbitasyon sa mga event. Prayoridad ang Platinum at Diyamante.',
    unlocked: 'Bukas na ang iyong personal na VIP host',
    locked: 'Magbubukas ang personal na VIP host sa Ginto',
  },
  banners: { empty: 'Wala pang maipapakita rito.' },
};

export default texts;
