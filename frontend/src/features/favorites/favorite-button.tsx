import type { Activity } from '@kah/api-contract';
import { useFavoriteToggle } from './use-favorites';
import './favorite-button.css';

interface FavoriteButtonProps {
  activity: Activity;
  /** 'icon' floats over a card image; 'labelled' shows text beside the heart. */
  variant?: 'icon' | 'labelled';
  className?: string;
}

export function FavoriteButton({ activity, variant = 'icon', className }: FavoriteButtonProps) {
  const { isFavorite, toggle, busy } = useFavoriteToggle(activity);
  const label = isFavorite ? `Remove ${activity.title} from favorites` : `Add ${activity.title} to favorites`;
  return (
    <button
      type="button"
      className={['favorite-button', `favorite-button--${variant}`, className].filter(Boolean).join(' ')}
      aria-pressed={isFavorite}
      aria-busy={busy || undefined}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      <svg className="favorite-button__heart" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.7-9.3C.8 8.4 2.8 4.5 6.6 4.5c2.2 0 3.8 1.3 5.4 3.1 1.6-1.8 3.2-3.1 5.4-3.1 3.8 0 5.8 3.9 4.3 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      {variant === 'labelled' && (
        <span className="favorite-button__text" aria-hidden="true">
          {isFavorite ? 'Saved' : 'Save'}
        </span>
      )}
    </button>
  );
}
