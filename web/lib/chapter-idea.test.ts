import { describe, expect, it } from 'vitest';
import type { Chapter } from '../../contract/chapters';
import { chapterIdea } from './chapter-idea';

const chapter = { id: 1, title: 'Ch' } as Chapter;
const idea = { proposalId: 3, title: 'The bell rings', proposer: { username: 'ada', displayName: 'Ada' } };

describe('chapterIdea', () => {
  it('reads the winning idea of an AI-written chapter', () => {
    expect(chapterIdea({ ...chapter, idea } as Chapter)).toEqual(idea);
  });

  it('is null for chapters without one, and for answers that predate the field or differ', () => {
    expect(chapterIdea(chapter)).toBeNull();
    expect(chapterIdea({ ...chapter, idea: null } as Chapter)).toBeNull();
    expect(chapterIdea({ ...chapter, idea: { proposalId: 'x' } } as unknown as Chapter)).toBeNull();
  });
});
