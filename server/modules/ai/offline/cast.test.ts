import { describe, expect, it } from 'vitest';
import { emptyBrief } from '../context.js';
import { namedPeople } from './cast.js';

describe('namedPeople', () => {
  it("does not take the words of the story's own title in its summary for people", () => {
    const people = namedPeople({
      ...emptyBrief('first-chapter'),
      genre: 'Sci-Fi',
      title: 'The Last Star',
      summary:
        'Noor Lindqvist wants to reach the surface. The Last Star is a quiet, eerie tale about a colony.',
    });
    expect(people.map((hit) => hit.name)).toEqual(['Noor Lindqvist']);
  });
});
