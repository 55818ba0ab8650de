/** The `agentRegister` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  tabs: {
    label: 'Pagpaparehistro ng ahente',
    register: 'Magrehistro ng downline',
    links: 'Mga affiliate link',
  },
  register: {
    intro:
      'Magbukas ng account para sa bagong miyembro ng iyong koponan. Ikaw ang kanilang recommender.',
    kind: 'Uri ng account',
    kinds: { player: 'Manlalaro', agent: 'Ahente' },
    username: 'Username',
    password: 'Password',
    confirm: 'Kumpirmahin ang password',
    dialingCode: 'Code ng bansa',
    mobile: 'Numero ng mobile (opsyonal)',
    email: 'E-mail (opsyonal)',
    nickname: 'Palayaw (opsyonal)',
    submit: 'Irehistro ang downline',
    done: {
      player: 'Nakarehistro na ang account na {{username}}: isang manlalaro sa iyong koponan.',
      agent: 'Nakarehistro na ang account na {{username}}: isang ahente sa iyong koponan.',
    },
  },
  links: {
    intro: 'Ibahagi ang isang link: sinumang magrehistro rito ay sasali sa iyong koponan.',
    title: 'Ang iyong mga link',
    count: '{{count}} sa {{max}} na link',
    empty: 'Wala ka pang affiliate link. Gumawa ng isa sa ibaba.',
    types: { player: 'Link para sa manlalaro', agent: 'Link para sa ahente' },
    code: 'Kodigo',
    registrations: 'Mga nagparehistro: {{count}}',
    created: 'Ginawa noong {{date}}',
    copy: 'Kopyahin ang link',
    copyNamed: 'Kopyahin ang link na {{code}}',
    copied: 'Nakopya na',
    copyFailed: 'Hindi makopya: piliin ang teksto at kopyahin ito',
    delete: 'Burahin',
    deleteNamed: 'Burahin ang link na {{code}}',
    deleteTitle: 'Burahin ang link na ito?',
    deleteText: 'Wala nang makakapagparehistro sa link na ito:',
    deleteConfirm: 'Burahin',
    deleteCancel: 'Kanselahin',
    deleted: 'Nabura na ang link',
    createTitle: 'Gumawa ng link',
    type: 'Sino ang magpaparehistro rito',
    remark: 'Tala (opsyonal)',
    remarkHint: 'Kung saan mo ito ibabahagi, halimbawa Facebook',
    create: 'Gumawa ng link',
    createDone: 'Nagawa na ang link',
  },
};

export default texts;
