import type { TFunction } from 'i18next';
import type { CarouselPager } from './carousel.tsx';

/** The pager of the events and popup carousels, below the slides (issue 9). */
export function pagerTexts(t: TFunction): CarouselPager {
  return {
    previous: t('home.previous'),
    next: t('home.next'),
    position: (index, count) => t('home.slidePosition', { index, count }),
    dot: (index, count) => t('home.slideName', { index, count }),
  };
}
