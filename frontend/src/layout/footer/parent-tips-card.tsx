import { useCallback, useEffect, useRef, useState } from 'react';
import { nextTipIndex, PARENT_TIPS, type ParentTip } from './parent-tips';

export const TIP_ROTATION_MS = 30_000;
export const TIP_FADE_MS = 300;

interface ParentTipsCardProps {
  tips?: ParentTip[];
  random?: () => number;
}

/** Spec 000 section 4: a random tip every 30 s (300 ms fade) or on request, never the same twice in a row. */
export function ParentTipsCard({ tips = PARENT_TIPS, random = Math.random }: ParentTipsCardProps) {
  const [index, setIndex] = useState(() => Math.floor(random() * tips.length));
  const [fading, setFading] = useState(false);
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const rotate = useCallback(() => {
    if (tips.length <= 1) return;
    setFading(true);
    clearTimeout(fadeTimer.current);
    fadeTimer.current = setTimeout(() => {
      setIndex((current) => nextTipIndex(current, tips.length, random));
      setFading(false);
    }, TIP_FADE_MS);
  }, [tips.length, random]);

  useEffect(() => {
    // The timer restarts after a manual "Next tip", so a tip always gets its full 30 s.
    const timer = setInterval(rotate, TIP_ROTATION_MS);
    return () => clearInterval(timer);
  }, [rotate, index]);

  useEffect(() => () => clearTimeout(fadeTimer.current), []);

  const tip = tips[index];
  if (!tip) return null;
  return (
    <section className="parent-tips" aria-labelledby="parent-tips-heading">
      <h2 id="parent-tips-heading" className="parent-tips__heading">
        Parent Tips
      </h2>
      <figure className={`parent-tips__tip${fading ? ' is-fading' : ''}`} aria-live="polite" data-tip-id={tip.id}>
        <blockquote className="parent-tips__content">{tip.content}</blockquote>
        <figcaption className="parent-tips__meta">
          <span className="parent-tips__rating" role="img" aria-label={`Rated ${tip.rating} out of 5`}>
            {'★'.repeat(tip.rating)}
            {'☆'.repeat(5 - tip.rating)}
          </span>{' '}
          — {tip.author}, {tip.location}
        </figcaption>
      </figure>
      {tips.length > 1 && (
        <button type="button" className="parent-tips__next" onClick={rotate}>
          Next tip
        </button>
      )}
    </section>
  );
}
