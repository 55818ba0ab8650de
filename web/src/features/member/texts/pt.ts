/** The `member` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  centre: {
    identity: 'Sua conta',
    vip: 'VIP {{label}}',
    balance: 'Saldo',
    quickDeposit: 'Depósito',
    wallets: 'Carteiras',
    from: 'De',
    to: 'Para',
    amount: 'Valor',
    transfer: 'Transferir',
    transferred: 'Transferência concluída.',
    pages: 'Páginas do membro',
  },
  settings: {
    title: 'Configurações da conta',
    nickname: 'Apelido',
    email: 'E-mail',
    payeeName: 'Nome do titular',
    kyc: 'Verificação de identidade',
    kycStates: {
      verified: 'Verificada',
      pending: 'Em análise',
      rejected: 'Recusada: verifique novamente',
      unverified: 'Não verificada',
    },
    verify: 'Verificar agora',
    notSet: 'Não definido',
    change: 'Alterar',
    bind: 'Adicionar',
    set: 'Definir',
    save: 'Salvar',
    close: 'Fechar',
    saved: 'Salvo.',
    payeeOnce:
      'O nome nas suas contas bancárias. Os saques vão apenas para contas neste nome, e ele só pode ser definido uma vez.',
    securityQuestion: 'Pergunta de segurança',
    questionSet: 'Definida',
    question: 'Pergunta',
    answer: 'Sua resposta',
    questionOnce:
      'O atendimento ao cliente pode fazer esta pergunta para confirmar que é você. Escolha uma resposta que só você sabe; ela só pode ser definida uma vez.',
    avatar: 'Ícone do perfil',
    avatarN: 'Ícone {{n}}',
  },
  feedback: {
    intro: 'Conte para nós o que deu certo ou o que podemos melhorar. Lemos todas as mensagens.',
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
