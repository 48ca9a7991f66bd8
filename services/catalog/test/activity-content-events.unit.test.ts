import { ACTIVITY_PUBLISHED, ACTIVITY_UPDATED, CONTENT_FIELDS, changedFields, contentEvent, type FieldHashes } from '../src/events/activity-content.publisher';

const hashes = (overrides: FieldHashes = {}): FieldHashes => ({ ...Object.fromEntries(Object.keys(CONTENT_FIELDS).map((f) => [f, `h-${f}`])), ...overrides });
const row = { id: '5d2c8f0e-3b1a-5c4d-8e9f-0a1b2c3d4e5f', slug: 'manly-cove', type: 'beach', title: 'Manly Cove', suburb: 'Manly' };

describe('catalog content events', () => {
  it('reports every content field for a place never published before', () => {
    expect(changedFields(null, hashes())).toEqual(Object.keys(CONTENT_FIELDS));
  });

  it('reports only the fields whose content changed, including ones that became empty', () => {
    expect(changedFields(hashes(), hashes())).toEqual([]);
    expect(changedFields(hashes(), hashes({ openingHours: 'new', phone: null }))).toEqual(['openingHours', 'phone']);
  });

  it('builds prefixed, activity-keyed events of the right type', () => {
    const published = contentEvent('t1', row, ['title'], true);
    expect(published.topic).toBe('t1.catalog.activity-events');
    expect(published.key).toBe(row.id);
    expect(published.envelope).toMatchObject({ type: ACTIVITY_PUBLISHED, producer: 'catalog', payload: { activityId: row.id, slug: 'manly-cove', suburb: 'Manly', changedFields: ['title'] } });
    const updated = contentEvent('', row, ['title'], false);
    expect(updated.topic).toBe('catalog.activity-events');
    expect(updated.envelope.type).toBe(ACTIVITY_UPDATED);
    expect(updated.envelope.eventId).not.toBe(published.envelope.eventId);
  });
});
