/** The `home` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  home: {
    heading: 'Início',
    degraded:
      'Alguns serviços estão temporariamente indisponíveis, por isso os dados da sua conta podem não aparecer. Você continua conectado e nada foi perdido; tente novamente em instantes.',
    wait: 'Aguarde…',
    welcomeTitle: 'Boas-vindas',
    welcomeText: 'Slots, cassino ao vivo, pescaria, esportes e loteria em um só lugar.',
    welcomeGuest: 'Entre ou cadastre-se para começar a jogar.',
    banners: 'Promoções',
    liveBanners: 'Promoções do cassino ao vivo',
    tabsLabel: 'Categorias de jogos',
    tabAll: 'Todos',
    favEmpty: 'Ainda não há favoritos.',
    noGames: 'Nenhum jogo encontrado.',
    results: 'Resultados para "{{query}}"',
    customerService: 'Atendimento ao cliente',
    footer: {
      vendors: 'Provedores de jogos',
      payments: 'Parceiros de pagamento',
      certified: 'Instituto certificado',
      regulators: 'Licenciamento e certificação',
      safePayment: 'Pagamento seguro',
      support: 'Suporte 24/7',
      mobile: 'Otimizado para celular',
      odds: 'Melhores odds',
      copyright: '© {{year}} {{name}}. Todos os direitos reservados. Para maiores de 21 anos.',
    },
  },
};

export default texts;
