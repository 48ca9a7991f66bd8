import type { Activity } from '@kah/api-contract';
import { Link } from 'react-router-dom';
import {
  ACTIVITY_TYPE_LABELS,
  CARD_MAX_TAGS,
  CARD_OPENING_HOURS_MAX_CHARS,
} from '../../constants/activity-constants';
import { truncateText } from '../../lib/text-format';
import { FavoriteButton } from '../favorites/favorite-button';
import { ActivityImage } from './activity-image';
import { FacilityIconList } from './facility-icons';
import { formatDistance } from './format-distance';
import { ClockIcon, PinIcon } from './inline-icons';
import './activity-card.css';

interface ActivityCardProps {
  activity: Activity;
  eagerImage?: boolean;
}

export function ActivityCard({ activity, eagerImage = false }: ActivityCardProps) {
  const hours = activity.openingHoursText.trim();
  return (
    <article className="activity-card" aria-label={activity.title}>
      <div className="activity-card__media">
        <ActivityImage activity={activity} className="activity-card__image" eager={eagerImage} />
        <span className="activity-card__type">{ACTIVITY_TYPE_LABELS[activity.type]}</span>
        {activity.isFree ? (
          <span className="activity-card__badge activity-card__badge--free">FREE</span>
        ) : (
          activity.priceText.trim() && (
            <span className="activity-card__badge activity-card__badge--price" title={activity.priceText}>
              {activity.priceText}
            </span>
          )
        )}
        <FavoriteButton activity={activity} className="activity-card__favorite" />
      </div>

      <div className="activity-card__body">
        <h3 className="activity-card__title">{activity.title}</h3>
        <p className="activity-card__line">
          <PinIcon />
          <span className="activity-card__text">{activity.location}</span>
          {activity.distanceKm !== null && (
            <span className="activity-card__distance">{formatDistance(activity.distanceKm)}</span>
          )}
        </p>
        <p className="activity-card__line" title={hours || undefined}>
          <ClockIcon />
          <span className="activity-card__text">
            {hours ? truncateText(hours, CARD_OPENING_HOURS_MAX_CHARS) : 'Hours not listed'}
          </span>
        </p>
        <p className="activity-card__line activity-card__ages">
          <span className="activity-card__text">Ages: {activity.ageRange || 'All ages'}</span>
        </p>
        <ul className="activity-card__tags" aria-label="Tags">
          {activity.tags.slice(0, CARD_MAX_TAGS).map((tag) => (
            <li key={tag} className="activity-card__tag">
              {tag}
            </li>
          ))}
        </ul>
        <div className="activity-card__facilities">
          <FacilityIconList facilities={activity.facilities} className="activity-card__facility-list" />
        </div>
        <Link className="button button--primary activity-card__cta" to={`/activity/${activity.id}`}>
          View Details
        </Link>
      </div>
    </article>
  );
}
