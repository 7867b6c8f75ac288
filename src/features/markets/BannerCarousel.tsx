import { useEffect, useMemo, useRef, useState, type TouchEvent } from 'react';
import { useDocumentVisible } from '../../ui/visibility';
import { usePrefersReducedMotion } from './hooks';
import { useT } from '../../i18n/useT';

export const BANNER_INTERVAL_MS = 3000;
const SWIPE_PX = 40;

/**
 * Banner carousel (spec §2: autoplay, loop): advances every 3 s, loops forward through a clone of the first slide,
 * swipes left/right, dots. Autoplay pauses while the tab is hidden, while a finger is on it, and when the player
 * prefers reduced motion. The box has a fixed aspect ratio, so images loading never shift the layout.
 */
/** A banner URL the page may load: http(s), blob, or a data: image (never javascript: or other schemes). */
export function isImageUrl(src: string): boolean {
  try {
    const u = new URL(src, window.location.href);
    return u.protocol === 'https:' || u.protocol === 'http:' || u.protocol === 'blob:' || (u.protocol === 'data:' && /^data:image\//i.test(src.trim()));
  } catch {
    return false;
  }
}

export function BannerCarousel({ images: urls }: { images: string[] }) {
  const images = useMemo(() => urls.filter(isImageUrl), [urls]);
  const count = images.length;
  const [pos, setPos] = useState(0);
  const t = useT();
  const [animate, setAnimate] = useState(true);
  const [touching, setTouching] = useState(false);
  const startX = useRef<number | null>(null);
  const visible = useDocumentVisible();
  const reduced = usePrefersReducedMotion();
  const current = count ? pos % count : 0;

  const go = (next: number) => {
    setAnimate(!reduced);
    setPos(((next % count) + count) % count);
  };

  useEffect(() => {
    if (count < 2 || touching || !visible || reduced) return;
    const t = setInterval(() => {
      setAnimate(true);
      // count is the clone of slide 0: after its transition the track jumps back to 0 unanimated
      setPos((p) => (p >= count ? 1 : p + 1));
    }, BANNER_INTERVAL_MS);
    return () => clearInterval(t);
  }, [count, touching, visible, reduced]);

  if (count === 0) return null;

  const onTransitionEnd = () => {
    if (pos >= count) {
      setAnimate(false);
      setPos(0);
    }
  };
  const onTouchStart = (e: TouchEvent) => {
    startX.current = e.touches[0]?.clientX ?? null;
    setTouching(true);
  };
  const onTouchEnd = (e: TouchEvent) => {
    const x0 = startX.current;
    const x1 = e.changedTouches[0]?.clientX;
    startX.current = null;
    setTouching(false);
    if (x0 === null || x1 === undefined || Math.abs(x1 - x0) < SWIPE_PX) return;
    go(x1 < x0 ? current + 1 : current - 1);
  };

  const slides = count > 1 ? [...images, images[0] as string] : images;
  return (
    <section className="carousel" aria-roledescription={t('markets.carousel')} aria-label={t('markets.offers')}>
      <div
        className="carousel-viewport"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => setTouching(false)}
      >
        <div
          className="carousel-track"
          style={{ transform: `translateX(-${pos * 100}%)`, transition: animate ? undefined : 'none' }}
          onTransitionEnd={onTransitionEnd}
          aria-live={touching ? 'polite' : 'off'}
        >
          {slides.map((src, i) => (
            <div
              key={i}
              className="carousel-slide"
              role="group"
              aria-roledescription={t('markets.slide')}
              aria-label={t('markets.slideOf', { n: (i % count) + 1, count })}
              aria-hidden={i !== pos}
            >
              <img src={src} alt="" draggable={false} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="carousel-dots">
          {images.map((_, i) => (
            <button
              key={i}
              type="button"
              className={`carousel-dot${i === current ? ' carousel-dot-on' : ''}`}
              aria-label={t('markets.showBanner', { n: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** The carousel's box while the market list loads (same size: no layout shift). */
export function BannerPlaceholder() {
  return <div className="carousel carousel-viewport skeleton" aria-hidden />;
}
