/** The `system` text namespace in English: the titles are the spec's catalogue wording. */
import { ERROR_TEXTS_EN } from '@app/contracts/values';

const texts = {
  system: {
    maintenanceTitle: ERROR_TEXTS_EN.system_maintenance,
    maintenanceText: ERROR_TEXTS_EN.system_upgrading,
    regionTitle: ERROR_TEXTS_EN.access_restricted,
    regionText: 'This service is not available in your region.',
    service: 'Customer service',
    serviceText: 'Questions? Our customer service answers here:',
    social: {
      TELEGRAM: 'Telegram',
      TELEGRAM_1: 'Telegram 2',
      INSTAGRAM: 'Instagram',
      FACEBOOK: 'Facebook',
    },
  },
};

export default texts;
