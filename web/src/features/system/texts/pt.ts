/** The `system` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  system: {
    maintenanceTitle: 'Manutenção do sistema',
    maintenanceText: 'Sistema em atualização, tente novamente mais tarde.',
    regionTitle: 'Acesso restrito',
    regionText: 'Este serviço não está disponível na sua região.',
    service: 'Apoio ao cliente',
    serviceText: 'Dúvidas? O nosso apoio ao cliente responde aqui:',
  },
};

export default texts;
