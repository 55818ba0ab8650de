/** The `system` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  system: {
    maintenanceTitle: 'Pagpapanatili ng sistema',
    maintenanceText: 'Ina-upgrade ang sistema, pakisubukang muli mamaya.',
    regionTitle: 'Pinaghihigpitan ang access',
    regionText: 'Hindi available ang serbisyong ito sa iyong rehiyon.',
    service: 'Customer service',
    serviceText: 'May tanong? Sumasagot dito ang aming customer service:',
  },
};

export default texts;
