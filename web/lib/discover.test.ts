import { describe, expect, it } from 'vitest';
import type { DiscoverCreator } from '../../contract/creators';
import { discoverKeys, popularGenres } from './discover';

const creator = (id: number, topGenres: string[]): DiscoverCreator => ({
  id,
  username: `u${id}`,
  displayName: `U ${id}`,
  profileImageUrl: null,
  bio: null,
  subscriberCount: 0,
  followerCount: 0,
  storyCount: 1,
  recentReaders: 0,
  topGenres,
});

describe('popularGenres', () => {
  it('orders genres by how many creators write them, ties in ranking order, at most max', () => {
    const ranked = [
      creator(1, ['Horror', 'Fantasy']),
      creator(2, ['Romance']),
      creator(3, ['Fantasy', 'Sci-Fi']),
      creator(4, ['Mystery']),
      creator(5, ['Romance']),
    ];
    expect(popularGenres(ranked, 4)).toEqual(['Fantasy', 'Romance', 'Horror', 'Sci-Fi']);
    expect(popularGenres([], 4)).toEqual([]);
  });
});

describe('discoverKeys', () => {
  it('leaves out "All" and an empty search, and trims the search', () => {
    expect(discoverKeys.creators('All', '  ', 10)).toEqual(['/api/creators/discover?limit=10']);
    expect(discoverKeys.creators('Sci-Fi', ' ada ', 5)).toEqual([
      '/api/creators/discover?genre=Sci-Fi&q=ada&limit=5',
    ]);
  });
});
