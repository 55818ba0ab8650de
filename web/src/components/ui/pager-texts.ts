import type { TFunction } from 'i18next';
import type { CarouselPager } from './carousel.tsx';

/** The pager of the events and popup carousels, below the slides (issue 9). */
export function pagerTexts(t: TFunction): CarouselPager {
  return {
    previous: t('ui.previous'),
    next: t('ui.next'),
    position: (index, count) => t('ui.slidePosition', { index, count }),
    dot: (index, count) => t('ui.slideName', { index, count }),
  };
}
