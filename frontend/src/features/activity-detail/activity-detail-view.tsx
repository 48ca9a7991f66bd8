import type { Activity } from '@kah/api-contract';
import { Link } from 'react-router-dom';
import { ACTIVITY_TYPE_LABELS } from '../../constants/activity-constants';
import { ActivityImage } from '../activities/activity-image';
import { FacilityIcon, availableFacilities } from '../activities/facility-icons';
import { ClockIcon, PinIcon } from '../activities/inline-icons';
import { FavoriteButton } from '../favorites/favorite-button';
import { OpenNowBadge, OpeningHoursTable } from './opening-hours-table';
import { PlaceMap } from './place-map';
import { RelatedPlaces } from './related-places';
import { ViewCounter } from './view-counter';
import './activity-detail.css';

export function directionsUrl(activity: Pick<Activity, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${activity.latitude},${activity.longitude}`;
}

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

export function ActivityDetailView({ activity }: { activity: Activity }) {
  const facilities = availableFacilities(activity.facilities);
  const place = [activity.suburb || activity.location, activity.address].filter(Boolean).join(' · ');
  const goodToKnow: Array<[string, string]> = [
    ['Price', activity.isFree ? 'Free' : activity.priceText || 'See venue for prices'],
    ['Ages', activity.ageRange || 'All ages'],
    ...(activity.duration ? [['Duration', activity.duration] as [string, string]] : []),
    ...(activity.bestTime ? [['Best time', activity.bestTime] as [string, string]] : []),
  ];

  return (
    <article className="activity-detail" aria-labelledby="activity-title">
      <title>{`${activity.title} | Kids Adventure Hub`}</title>
      <Link to="/activities" className="back-link">
        <span aria-hidden="true">←</span> All activities
      </Link>

      <div className="activity-detail__media">
        <ActivityImage activity={activity} className="activity-detail__image" eager />
      </div>

      <header className="activity-detail__header">
        <p className="activity-detail__type">{ACTIVITY_TYPE_LABELS[activity.type]}</p>
        <h1 id="activity-title">{activity.title}</h1>
        <p className="activity-detail__place">
          <PinIcon />
          <span>{place}</span>
        </p>
        <div className="activity-detail__badges">
          {activity.isFree ? (
            <span className="status-badge status-badge--free">FREE</span>
          ) : (
            activity.priceText && <span className="status-badge status-badge--price">{activity.priceText}</span>
          )}
          <OpenNowBadge hours={activity.openingHours} />
        </div>
        <div className="activity-detail__actions">
          <FavoriteButton activity={activity} variant="labelled" />
          <a className="button button--primary" href={directionsUrl(activity)} target="_blank" rel="noopener noreferrer">
            Get directions
            <span className="visually-hidden"> (opens Google Maps in a new tab)</span>
          </a>
        </div>
        <ViewCounter activityId={activity.id} />
      </header>

      <div className="activity-detail__sections">
        <section className="detail-section" aria-labelledby="about-heading">
          <h2 id="about-heading">About</h2>
          <p className="activity-detail__description">{activity.description}</p>
        </section>

        <section className="detail-section" aria-labelledby="good-to-know-heading">
          <h2 id="good-to-know-heading">Good to know</h2>
          <dl className="fact-list">
            {goodToKnow.map(([term, value]) => (
              <div key={term} className="fact-list__item">
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="detail-section" aria-labelledby="hours-heading">
          <h2 id="hours-heading">
            <ClockIcon /> Opening hours
          </h2>
          <OpeningHoursTable hours={activity.openingHours} summary={activity.openingHoursText} />
        </section>

        <section className="detail-section" aria-labelledby="facilities-heading">
          <h2 id="facilities-heading">Facilities</h2>
          {facilities.length > 0 ? (
            <ul className="facility-list">
              {facilities.map((item) => (
                <li key={item.key}>
                  <span className="facility-list__icon">
                    <FacilityIcon facility={item.key} />
                  </span>
                  {item.label}
                </li>
              ))}
            </ul>
          ) : (
            <p>No facility information yet.</p>
          )}
        </section>

        <section className="detail-section detail-section--map" aria-labelledby="where-heading">
          <h2 id="where-heading">
            <PinIcon /> Where it is
          </h2>
          <p className="activity-detail__address">{activity.address || place}</p>
          <PlaceMap activity={activity} />
        </section>

        {(activity.phone || activity.website) && (
          <section className="detail-section" aria-labelledby="contact-heading">
            <h2 id="contact-heading">Contact</h2>
            <ul className="contact-list">
              {activity.phone && (
                <li>
                  Phone: <a href={`tel:${activity.phone.replace(/[^\d+]/g, '')}`}>{activity.phone}</a>
                </li>
              )}
              {activity.website && (
                <li>
                  Website:{' '}
                  <a href={websiteHref(activity.website)} target="_blank" rel="noopener noreferrer">
                    {activity.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              )}
            </ul>
          </section>
        )}
      </div>

      <RelatedPlaces activity={activity} />
    </article>
  );
}
