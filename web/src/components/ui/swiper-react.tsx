/**
 * The carousel once Swiper runs (swiper/react and the four Swiper modules it uses):
 * carousel.tsx loads this module, and Swiper's script and styles with it, on the first touch of
 * a carousel or a few seconds after the page settled. Nothing here is on the first load's path;
 * its chunk keeps the name `swiper-react`, which the home's budget test counts as deferred.
 */
import type { ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export function SwiperTrack({
  slides,
  loop,
  speed,
  autoplayMs,
  navigation,
  pagination,
  initialSlide,
  previousLabel,
  nextLabel,
  onSwiper,
  onSlideChange,
}: {
  slides: CarouselSlide[];
  loop: boolean;
  speed: number;
  autoplayMs: number | undefined;
  navigation: boolean;
  pagination: boolean;
  /** Where the static track was: Swiper takes over there. */
  initialSlide: number;
  previousLabel: string;
  nextLabel: string;
  onSwiper: (instance: SwiperInstance) => void;
  /** The slide now shown (its index among the slides, whatever the loop does). */
  onSlideChange: (index: number) => void;
}) {
  return (
    <Swiper
      modules={[Autoplay, Navigation, Pagination, A11y]}
      slidesPerView={1}
      loop={loop}
      speed={speed}
      autoplay={
        autoplayMs !== undefined ? { delay: autoplayMs, disableOnInteraction: false } : false
      }
      navigation={navigation}
      pagination={pagination ? { clickable: true } : false}
      initialSlide={initialSlide}
      onSwiper={onSwiper}
      onSlideChange={(instance) => onSlideChange(instance.realIndex)}
      a11y={{ prevSlideMessage: previousLabel, nextSlideMessage: nextLabel }}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} className="carousel__slide">
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
