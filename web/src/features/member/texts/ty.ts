/** The `member` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  centre: {
    identity: 'Ang iyong account',
    balance: 'Balanse',
    wallets: 'Mga wallet',
    from: 'Mula sa',
    to: 'Papunta sa',
    amount: 'Halaga',
    transfer: 'Ilipat',
    transferred: 'Tapos na ang paglipat.',
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
