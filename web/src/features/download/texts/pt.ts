/** The `download` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  download: {
    region: 'Baixar o app',
    open: 'Opções de download',
    download: 'Baixar',
    close: 'Fechar',
    rating: 'Avaliado com 5.0 de 5',
    bonus: 'Bônus por baixar o app',
    defaultDescription: 'Baixe o app para jogar mais rápido.',
    title: 'Baixar o app',
    addToHome: 'Adicionar à tela de início',
    android: 'App para Android',
    iosProfile: 'Perfil iOS',
    ios: 'App para iOS',
    useSafari: 'Use o Safari para baixar o App.',
    guideTitle: 'Adicionar à tela de início',
    guideStep1: 'Toque no botão Compartilhar na barra do Safari.',
    guideStep2: 'Escolha "Adicionar à Tela de Início".',
    guideStep3: 'Toque em "Adicionar": o app abre a partir da sua tela de início.',
    profileGuideTitle: 'Instalar o perfil iOS',
    profileStep1: 'Toque em "Permitir" para baixar o perfil.',
    profileStep2: 'Abra os Ajustes e toque em "Perfil Transferido".',
    profileStep3: 'Toque em "Instalar", digite o código e toque em "Instalar" de novo.',
    profileStep4: 'O ícone do app aparece na sua tela de início.',
    profileLegacyStep1: 'Toque em "Permitir": os Ajustes abrem o perfil sozinhos.',
    profileLegacyStep2: 'Toque em "Instalar" no canto superior direito e digite o código.',
    profileLegacyStep3: 'Toque em "Instalar" de novo e depois em "OK".',
    appTitle: 'Baixe o app',
    appAndroid: 'App para Android',
    appIos: 'App para iOS',
    appMore: 'Todas as opções de download',
  },
};

export default texts;
