/** The `help` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  help: {
    topics: 'Tópicos de ajuda',
    footer: 'Ajuda e informações',
    accept: 'Aceitar',
    allTopics: 'Todos os tópicos',
    empty: 'Ainda não há tópicos de ajuda.',
    home: 'Ir para o início',
    loading: 'A carregar os tópicos de ajuda',
    untitled: 'Tópico {{number}}',
  },
  responsible: {
    adultsTitle: 'Apenas para adultos',
    adults:
      'Este site é destinado apenas a pessoas com {{age}} anos ou mais. Podemos pedir prova de idade a qualquer momento.',
    restrictedTitle: 'Quem não pode jogar',
    restrictedIntro: 'As seguintes pessoas não podem abrir uma conta nem jogar:',
    restricted: {
      age: 'pessoas com menos de {{age}} anos;',
      officials: 'funcionários e servidores públicos, e membros das forças armadas e da polícia;',
      list: 'pessoas na lista nacional de pessoas restritas;',
      licence: 'titulares de licenças de jogo e seus funcionários.',
    },
    publicPlaces: 'Não jogue em locais públicos.',
    forfeiture: 'Os ganhos e fundos de jogadores não elegíveis são perdidos.',
    tipsTitle: 'Mantenha a diversão',
    tips: {
      budget: 'Antes de jogar, decida quanto dinheiro e tempo você vai gastar, e pare aí.',
      losses: 'Nunca tente recuperar o que você perdeu.',
      breaks:
        'Faça pausas regulares: um jogo que você joga aqui mostra há quanto tempo você está jogando.',
    },
    breakTitle: 'Lembretes e pausas',
    break:
      'Enquanto você joga, uma verificação de realidade mostra há quanto tempo você está jogando e quanto ganhou ou perdeu, com a frequência que você escolher. Você também pode suspender sua conta pelo tempo que escolher: durante a pausa, você não pode jogar nem depositar.',
    breakLink: 'Pausas e verificação de realidade',
    helpTitle: 'Precisa de ajuda?',
    help: 'Se jogar deixar de ser divertido, fale com alguém de confiança ou com nosso atendimento ao cliente.',
    topicsLink: 'Central de ajuda',
    home: 'Ir para o início',
  },
};

export default texts;
