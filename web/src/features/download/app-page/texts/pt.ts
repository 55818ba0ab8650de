/** The `appPage` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  app: {
    back: 'Voltar',
    home: 'Ir para o início',
    name: 'A nossa app',
    entries: 'Transferências para este dispositivo',
    get: 'Transferir',
    installed: 'Já está a usar a app instalada: não há mais nada a transferir.',
    none: 'Não há nenhuma transferência disponível para este dispositivo de momento.',
    homeScreenText: 'Abra o site a partir do ecrã principal como uma app, sem transferir nada.',
    androidText: 'A app para telemóveis e tablets Android.',
    profileText: 'Instala a app no iPhone e iPad através de um perfil de configuração.',
    iosText: 'A app para iPhone e iPad.',
  },
};

export default texts;
