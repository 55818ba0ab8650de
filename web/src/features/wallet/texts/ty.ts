/** The `wallet` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  tabs: { deposit: 'Deposito', withdraw: 'Mag-withdraw', history: 'Kasaysayan' },
  ranges: { today: 'Ngayon', yesterday: 'Kahapon', '7days': '7 araw', '30days': '30 araw' },
  status: { pending: 'Nakabinbin', approved: 'Tapos na', rejected: 'Tinanggihan' },
  amount: 'Halaga',
  deposit: { submitEmpty: 'Magdeposito', done: 'Tapos' },
  withdraw: { submitEmpty: 'Mag-withdraw', done: 'Tapos' },
};

export default texts;
