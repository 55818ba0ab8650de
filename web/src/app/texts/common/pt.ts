/** The `common` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  app: {
    loading: 'Carregando…',
    retry: 'Falha ao carregar, clique para tentar novamente',
  },
  header: {
    account: 'Conta',
    back: 'Voltar',
    logo: 'Início',
    greeting: 'Olá, {{name}}',
    memberCentre: 'Centro do membro',
    login: 'Entrar',
    register: 'Registrar',
    logout: 'Sair',
    freePlay: 'Jogar grátis',
    customerService: 'Atendimento ao cliente',
    deposit: 'Depositar',
  },
  footer: {
    label: 'Menu principal',
    menu: 'Menu',
    home: 'Início',
    rng: 'RNG',
    deposit: 'Depósito/Promo',
    promotion: 'Promoção',
  },
  trialPrompt: {
    text: 'Está a jogar uma versão de teste gratuita. Registe uma conta real para usar o centro do membro.',
    register: 'Registar agora',
  },
  logout: {
    title: 'Sair',
    question: 'Tem certeza de que deseja sair?',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
  terms: {
    title: 'Bem-vindo',
    intro: 'Antes de continuar, confirme que todos os pontos a seguir se aplicam a você:',
    age: 'Tenho pelo menos 21 anos.',
    official: 'Não sou funcionário público, nem membro das forças armadas ou da polícia.',
    restricted: 'Não estou na lista nacional de pessoas restritas.',
    licence: 'Não possuo licença de jogos nem trabalho para um licenciado de jogos.',
    publicPlaces: 'Não jogarei em locais públicos.',
    forfeiture: 'Ganhos e fundos de jogadores não elegíveis segundo estes termos serão perdidos.',
    help: 'Leia os Termos e Condições completos',
    agree: 'Concordo',
  },
  topBar: {
    balance: 'Saldo',
    hideBalance: 'Mostrar ou ocultar o saldo',
  },
  gameTypes: {
    RNG: 'Slots',
    FISH: 'Pescaria',
    LIVE: 'Cassino ao Vivo',
    PVP: 'Pôquer',
    SPORTS: 'Esportes',
    ESPORTS: 'E-sports',
    COCKFIGHT: 'Rinha de galos',
    LOTT: 'Loteria',
    ELOTT: 'E-loteria',
    BGS: 'Jogos de tabuleiro',
    HOT: 'Em alta',
  },
  ui: {
    previous: 'Slide anterior',
    next: 'Próximo slide',
    slidePosition: '{{index}} de {{count}}',
    slideName: 'Slide {{index}} de {{count}}',
    viewAll: 'Ver todos',
    close: 'Fechar',
    strength: {
      weak: 'Força da senha: fraca',
      medium: 'Força da senha: média',
      strong: 'Força da senha: forte',
    },
  },
  errors: {
    loading_failed: 'Falha ao carregar, clique para tentar novamente',
    network_offline: 'Você está offline, verifique sua conexão de rede',
    service_unavailable: 'O serviço está temporariamente indisponível, tente novamente mais tarde.',
    network_slow: 'A página demorou para carregar, verifique sua conexão de rede',
    session_expired: 'Sua sessão terminou, faça login novamente',
    not_logged_in: 'Você não está conectado, faça login primeiro',
    too_many_requests: 'Muitas tentativas, aguarde um momento e tente novamente.',
    unknown: 'Erro desconhecido',
    retryAfter_one: 'Aguarde {{count}} segundo.',
    retryAfter_other: 'Aguarde {{count}} segundos.',
    retryAfterMinutes_one: 'Aguarde {{count}} minuto.',
    retryAfterMinutes_other: 'Aguarde {{count}} minutos.',
  },
};

export default texts;
