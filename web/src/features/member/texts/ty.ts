/** The `member` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  centre: {
    identity: 'Ang iyong account',
    vip: 'VIP {{label}}',
    balance: 'Balanse',
    quickDeposit: 'Deposito',
    wallets: 'Mga wallet',
    from: 'Mula sa',
    to: 'Papunta sa',
    amount: 'Halaga',
    transfer: 'Ilipat',
    transferred: 'Tapos na ang paglipat.',
    pages: 'Mga pahina ng miyembro',
  },
  settings: {
    title: 'Mga setting ng account',
    nickname: 'Palayaw',
    email: 'E-mail',
    payeeName: 'Pangalan ng tatanggap',
    kyc: 'Pag-verify ng pagkakakilanlan',
    kycStates: {
      verified: 'Na-verify na',
      pending: 'Sinusuri pa',
      rejected: 'Tinanggihan: paki-verify muli',
      unverified: 'Hindi pa na-verify',
    },
    verify: 'I-verify ngayon',
    notSet: 'Hindi pa nakatakda',
    change: 'Palitan',
    bind: 'Idagdag',
    set: 'Itakda',
    save: 'I-save',
    close: 'Isara',
    saved: 'Na-save na.',
    payeeOnce:
      'Ang pangalan sa iyong mga bank account. Sa mga account lamang na nasa pangalang ito mapupunta ang mga withdrawal, at isang beses lang ito maitatakda.',
    securityQuestion: 'Tanong pangseguridad',
    questionSet: 'Nakatakda na',
    question: 'Tanong',
    answer: 'Ang iyong sagot',
    questionOnce:
      'Maaari itong itanong ng customer service para makumpirmang ikaw nga ito. Pumili ng sagot na ikaw lang ang nakakaalam; isang beses lang ito maitatakda.',
    avatar: 'Icon ng profile',
    avatarN: 'Icon {{n}}',
  },
  feedback: {
    intro:
      'Sabihin sa amin kung ano ang maganda o ano ang puwede pa naming ayusin. Binabasa namin ang bawat mensahe.',
    topic: 'Tungkol saan ito?',
    topics: {
      deposit: 'Deposito',
      withdrawal: 'Pag-withdraw',
      games: 'Mga laro',
      account: 'Account',
      suggestion: 'Mungkahi',
      other: 'Iba pa',
    },
    content: 'Ang iyong puna (hanggang {{max}} na titik)',
    count: '{{count}} / {{max}}',
    send: 'Ipadala ang puna',
    sent: 'Salamat! Naipadala na ang iyong puna.',
  },
};

export default texts;
