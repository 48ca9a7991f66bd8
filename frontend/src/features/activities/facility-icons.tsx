import type { Facilities } from '@kah/api-contract';
import type { ReactNode } from 'react';

type BooleanFacility = Exclude<keyof Facilities, 'publicTransport'>;

export const FACILITY_LABELS: Record<BooleanFacility, string> = {
  toilets: 'Toilets',
  babyChange: 'Baby change',
  parking: 'Parking',
  wheelchairAccess: 'Wheelchair access',
  foodOptions: 'Food available',
  shade: 'Shade',
  seating: 'Seating',
  firstAid: 'First aid',
};

const FACILITY_ORDER = Object.keys(FACILITY_LABELS) as BooleanFacility[];

// 24×24 line icons drawn with the current text colour.
const ICON_PATHS: Record<BooleanFacility | 'publicTransport', ReactNode> = {
  toilets: (
    <>
      <circle cx="7" cy="4.5" r="2" /><circle cx="17" cy="4.5" r="2" />
      <path d="M5 9h4v6H8v6H6v-6H5zM14.5 9h5l1.5 7h-2v5h-4v-5h-2z" />
    </>
  ),
  babyChange: (
    <>
      <circle cx="12" cy="6" r="3.5" />
      <path d="M6 13c0-2 2.7-3 6-3s6 1 6 3v2c0 3-2.7 5-6 5s-6-2-6-5z" />
    </>
  ),
  parking: <path d="M7 3h6a5 5 0 0 1 0 10h-3v8H7zm3 3v4h3a2 2 0 0 0 0-4z" />,
  wheelchairAccess: (
    <>
      <circle cx="11" cy="3.5" r="2" />
      <path d="M10 7h2v5h5l2.5 6-1.8.8L15.7 14H10z" />
      <path d="M8 10.2v2.3a4.5 4.5 0 1 0 6 4.9h2.1A6.5 6.5 0 1 1 8 10.2z" />
    </>
  ),
  foodOptions: (
    <path d="M6 2h1.5v6H9V2h1.5v6H12V2h1.2v7a3 3 0 0 1-2.6 3V22H8.4V12A3 3 0 0 1 6 9zM17 2c2 0 3 2.5 3 6s-1 4-2 4.3V22h-2.2V2z" />
  ),
  shade: <path d="M12 2a10 10 0 0 1 10 10H13v7a3 3 0 0 1-6 0h2a1 1 0 0 0 2 0v-7H2A10 10 0 0 1 12 2z" />,
  seating: <path d="M4 10h16v3H4zm1 4h2v7H5zm12 0h2v7h-2zM6 5h12v4H6z" />,
  firstAid: <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />,
  publicTransport: (
    <path d="M6 2h12a2 2 0 0 1 2 2v13a2 2 0 0 1-1 1.7V21h-3v-2H8v2H5v-2.3A2 2 0 0 1 4 17V4a2 2 0 0 1 2-2zm0 3v6h12V5zm1.5 9a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm9 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z" />
  ),
};

export function FacilityIcon({ facility }: { facility: BooleanFacility | 'publicTransport' }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true" focusable="false">
      {ICON_PATHS[facility]}
    </svg>
  );
}

export interface FacilityItem {
  key: BooleanFacility | 'publicTransport';
  label: string;
}

/** The facilities an activity has, in a stable order, with the label screen readers hear. */
export function availableFacilities(facilities: Facilities): FacilityItem[] {
  const items: FacilityItem[] = FACILITY_ORDER.filter((key) => facilities[key]).map((key) => ({
    key,
    label: FACILITY_LABELS[key],
  }));
  const transport = facilities.publicTransport.trim();
  if (transport) items.push({ key: 'publicTransport', label: `Public transport: ${transport}` });
  return items;
}

/** Compact icon row for cards: each icon has its own accessible name. */
export function FacilityIconList({ facilities, className }: { facilities: Facilities; className?: string }) {
  const items = availableFacilities(facilities);
  if (items.length === 0) return null;
  return (
    <ul className={className} aria-label="Facilities">
      {items.map((item) => (
        <li key={item.key}>
          <span role="img" aria-label={item.label} title={item.label}>
            <FacilityIcon facility={item.key} />
          </span>
        </li>
      ))}
    </ul>
  );
}
