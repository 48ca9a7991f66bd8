import { isAcceptedUuid, legacyIdToUuid, parseActivityId } from '../src/domain/activity-ids';
import { summariseOpeningHours } from '../src/domain/opening-hours';

describe('activity ids', () => {
  it('maps every legacy id to a fixed, distinct, valid UUID', () => {
    const ids = ['a1', 'a2', 'a10', '1', '6'].map(legacyIdToUuid);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(isAcceptedUuid(id)).toBe(true);
    expect(legacyIdToUuid('a1')).toBe(legacyIdToUuid('a1'));
  });

  it('accepts UUID versions 1-5 with variant 8, 9, a or b only', () => {
    expect(isAcceptedUuid('0b0b6a8e-9c2f-4a51-8f0e-1d2c3b4a5f60')).toBe(true);
    expect(isAcceptedUuid('0b0b6a8e-9c2f-6a51-8f0e-1d2c3b4a5f60')).toBe(false); // version 6
    expect(isAcceptedUuid('0b0b6a8e-9c2f-4a51-cf0e-1d2c3b4a5f60')).toBe(false); // variant c
  });

  it('classifies lookups', () => {
    expect(parseActivityId('a7')).toEqual({ kind: 'legacy', legacyId: 'a7' });
    expect(parseActivityId('7')).toEqual({ kind: 'invalid' });
    expect(parseActivityId(' 0B0B6A8E-9C2F-4A51-8F0E-1D2C3B4A5F60 ')).toEqual({ kind: 'uuid', id: '0b0b6a8e-9c2f-4a51-8f0e-1d2c3b4a5f60' });
  });
});

describe('opening hours summary', () => {
  it('groups days with the same hours', () => {
    const wk: [string, string][] = [['09:00', '17:00']];
    expect(summariseOpeningHours({ mon: wk, tue: wk, wed: wk, thu: wk, fri: wk, sat: [['10:00', '16:00']], sun: [] })).toBe(
      'Mon–Fri 09:00–17:00; Sat 10:00–16:00; Sun Closed',
    );
    const all: [string, string][] = [['00:00', '24:00']];
    expect(summariseOpeningHours({ mon: all, tue: all, wed: all, thu: all, fri: all, sat: all, sun: all })).toBe('Open 24 hours');
  });
});
