/** The `member` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  centre: {
    identity: 'Sua conta',
    balance: 'Saldo',
    wallets: 'Carteiras',
    from: 'De',
    to: 'Para',
    amount: 'Valor',
    transfer: 'Transferir',
    transferred: 'Transferência concluída.',
  },
  feedback: {
    intro: 'Conte-nos o que correu bem ou o que podemos melhorar. Lemos todas as mensagens.',
    topic: 'Sobre o que é?',
    topics: {
      deposit: 'Depósito',
      withdrawal: 'Saque',
      games: 'Jogos',
      account: 'Conta',
      suggestion: 'Sugestão',
      other: 'Outro',
    },
    content: 'Sua opinião (até {{max}} caracteres)',
    count: '{{count}} / {{max}}',
    send: 'Enviar opinião',
    sent: 'Obrigado! Sua opinião foi enviada.',
  },
};

export default texts;
