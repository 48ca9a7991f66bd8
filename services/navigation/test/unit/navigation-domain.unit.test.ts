import { isUuid, navigationItemId, uuidV5 } from '../../src/domain/navigation-ids';
import { normaliseNewsletterEmail } from '../../src/domain/newsletter-email';
import type { NavigationItemRow } from '../../src/repositories/navigation.repository';
import { buildTree } from '../../src/services/navigation.service';

describe('navigation ids', () => {
  it('are RFC 4122 version-5 UUIDs (checked against the DNS-namespace reference value)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect(navigationItemId('explore')).toBe(navigationItemId('explore'));
    expect(navigationItemId('explore')).not.toBe(navigationItemId('tools'));
    expect(isUuid(navigationItemId('explore'))).toBe(true);
  });

  it('accepts only UUID-shaped ids', () => {
    expect(isUuid('fallback-explore')).toBe(false);
    expect(isUuid('')).toBe(false);
    expect(isUuid('2ED6657D-E927-568B-95E1-2665A8AEA6A2')).toBe(true);
  });
});

describe('buildTree', () => {
  const row = (id: string, parent: string | null, sort: number): NavigationItemRow => ({
    id, parent_id: parent, title: id, slug: id, url: `/${id}`, is_dropdown: false, target: '_self', sort_order: sort, description: null,
  });

  it('nests children under parents in the given order and drops orphans', () => {
    const tree = buildTree([row('a', null, 10), row('b', null, 20), row('b1', 'b', 10), row('b2', 'b', 20), row('x1', 'missing', 10)]);
    expect(tree.map((i) => [i.id, i.children.map((c) => c.id)])).toEqual([['a', []], ['b', ['b1', 'b2']]]);
    expect(tree[0]!.description).toBeUndefined();
  });
});

describe('newsletter email', () => {
  it('trims and lower-cases valid addresses and rejects the rest', () => {
    expect(normaliseNewsletterEmail('  Mum@Example.COM ')).toBe('mum@example.com');
    for (const bad of ['', 'mum', 'mum@example', 'mum @example.com', '@example.com', `${'a'.repeat(250)}@ex.com`]) {
      expect(normaliseNewsletterEmail(bad)).toBeUndefined();
    }
  });
});
