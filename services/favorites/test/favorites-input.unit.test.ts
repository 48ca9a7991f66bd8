import { DomainErrorCode } from '@kah/runtime';
import { activityIdOf, collectionIdOf, collectionNameOf, colorOf, iconOf, mergeIdsOf, notesOf } from '../src/domain/favorites-input';

const ID = '0b5a3c1e-7d4f-4e2a-9c8b-1a2b3c4d5e6f';

describe('favorites input rules', () => {
  it('normalises ids and refuses anything that is not a UUID', () => {
    expect(activityIdOf(` ${ID.toUpperCase()} `)).toBe(ID);
    expect(() => activityIdOf('a1')).toThrow(expect.objectContaining({ code: DomainErrorCode.InvalidArgument, message: 'activityId must be a UUID' }));
    // A malformed collection id is "not found", never a hint that ids are checked differently.
    expect(() => collectionIdOf('42')).toThrow(expect.objectContaining({ code: DomainErrorCode.NotFound, message: 'Collection not found' }));
  });

  it('de-duplicates merge ids case-insensitively, keeping the first position, and caps them at 500', () => {
    const other = '1b5a3c1e-7d4f-4e2a-9c8b-1a2b3c4d5e6f';
    expect(mergeIdsOf([ID, other, ID.toUpperCase()])).toEqual([ID, other]);
    expect(() => mergeIdsOf(Array.from({ length: 501 }, () => ID))).toThrow(/at most 500/);
  });

  it('trims names and notes, checks lengths, colours and icons', () => {
    expect(collectionNameOf('  Beach days ')).toBe('Beach days');
    expect(() => collectionNameOf('  ')).toThrow('name is required');
    expect(() => collectionNameOf('x'.repeat(81))).toThrow('name must be at most 80 characters');
    expect(notesOf('  ')).toBeNull();
    expect(notesOf(undefined)).toBeNull();
    expect(() => notesOf('x'.repeat(501))).toThrow(/at most 500/);
    expect(colorOf('#ff69b4')).toBe('#FF69B4');
    for (const bad of ['pink', '#FF69B', '#FF69B4F', 'FF69B4']) expect(() => colorOf(bad)).toThrow(/hex colour/);
    expect(() => iconOf('')).toThrow(/1 to 40/);
    expect(iconOf(' star ')).toBe('star');
  });
});
