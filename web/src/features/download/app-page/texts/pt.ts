/** The `appPage` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  app: {
    back: 'Voltar',
    home: 'Ir para o início',
    name: 'Nosso app',
    entries: 'Downloads para este dispositivo',
    get: 'Baixar',
    installed: 'Você já está usando o app instalado: não há mais nada para baixar.',
    none: 'Nenhum download disponível para este dispositivo no momento.',
    homeScreenText: 'Abra o site pela tela de início como um app, sem baixar nada.',
    androidText: 'O app para celulares e tablets Android.',
    profileText: 'Instala o app no iPhone e no iPad por meio de um perfil de configuração.',
    iosText: 'O app para iPhone e iPad.',
  },
};

export default texts;
