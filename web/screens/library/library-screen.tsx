import { useQuery } from '@tanstack/react-query';
import { Plus, Upload } from 'lucide-react';
import { lazy, useState } from 'react';
import { useLocation } from 'wouter';
import type { Story } from '../../../contract/stories';
import { OnceOpened } from '../../components/once-opened';
import { PullToRefresh } from '../../components/pwa/pull-to-refresh';
import { useReaderOverlay } from '../../components/reader-host';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { SearchBox } from '../../components/search-box';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useBookmarks } from '../../lib/bookmarks';
import { readingProgressQuery } from '../../lib/reading-progress';
import { useAuthoredStories } from '../../lib/stories';
import { LibraryCollaborations } from './library-collaborations';
import { AuthoredList, ProgressList, QueryList, SavedList } from './library-lists';

// The action sheet (Radix dialog, delete confirmation) loads when first opened
// (docs/reference/performance.md#bundle).
const StoryActionSheet = lazy(() =>
  import('./story-action-sheet').then((m) => ({ default: m.StoryActionSheet })),
);

function matches(text: string, query: string): boolean {
  return text.toLowerCase().includes(query);
}

function storyMatches(story: Story, query: string): boolean {
  return (
    !query ||
    matches(`${story.title} ${story.genre} ${story.summary ?? ''} ${story.author.displayName}`, query)
  );
}

/**
 * My Library at /library (docs/reference/routes.md#library): tabs Published, Drafts, Reading and Saved, a
 * search box that filters the lists, New Story, Import, the per-story action sheet, and Collaborations
 * (invitations and co-written stories, docs/reference/stories.md#collaborators).
 */
export function LibraryScreen() {
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Story | null>(null);
  const reader = useReaderOverlay();
  const authored = useAuthoredStories();
  const progress = useQuery(readingProgressQuery());
  const bookmarks = useBookmarks();
  const query = search.trim().toLowerCase();

  const createAction = (
    <Button onClick={() => navigate('/create')}>
      <Plus aria-hidden="true" className="h-4 w-4" /> Create a story
    </Button>
  );
  const discoverAction = (
    <Button variant="secondary" onClick={() => navigate('/discover')}>
      Discover
    </Button>
  );
  const noMatch = (
    <EmptyState title="No matches" description={`Nothing in this list matches "${search.trim()}".`} />
  );

  const authoredTab = (isPublished: boolean) => (
    <QueryList query={authored}>
      {(stories) => {
        const own = stories.filter((s) => s.isPublished === isPublished);
        const shown = own.filter((s) => storyMatches(s, query));
        if (own.length === 0) {
          return (
            <EmptyState
              title={isPublished ? 'No published stories' : 'No drafts'}
              description={
                isPublished
                  ? 'Publish a story to share it with readers.'
                  : 'Stories you save as drafts appear here.'
              }
            >
              {createAction}
            </EmptyState>
          );
        }
        return shown.length === 0 ? noMatch : <AuthoredList stories={shown} onActions={setSelected} />;
      }}
    </QueryList>
  );

  return (
    <ScreenLayout
      header={
        <ScreenHeader
          title="My Library"
          actions={
            <>
              <Button size="sm" variant="secondary" onClick={() => navigate('/import')}>
                <Upload aria-hidden="true" className="h-4 w-4" /> Import
              </Button>
              <Button size="sm" onClick={() => navigate('/create')}>
                <Plus aria-hidden="true" className="h-4 w-4" /> New Story
              </Button>
            </>
          }
        />
      }
    >
      <PullToRefresh />
      <div className="flex flex-col gap-4">
        <SearchBox
          id="library-search"
          label="Search your library"
          placeholder="Search your library..."
          value={search}
          onChange={setSearch}
        />
        <LibraryCollaborations />
        <Tabs defaultValue="published">
          <TabsList aria-label="Library sections">
            <TabsTrigger value="published">Published</TabsTrigger>
            <TabsTrigger value="drafts">Drafts</TabsTrigger>
            <TabsTrigger value="reading">Reading</TabsTrigger>
            <TabsTrigger value="saved">Saved</TabsTrigger>
          </TabsList>
          <TabsContent value="published">{authoredTab(true)}</TabsContent>
          <TabsContent value="drafts">{authoredTab(false)}</TabsContent>
          <TabsContent value="reading">
            <QueryList query={progress}>
              {(items) => {
                const shown = items.filter(
                  (i) => !query || matches(`${i.story.title} ${i.story.genre}`, query),
                );
                if (items.length === 0) {
                  return (
                    <EmptyState
                      title="Nothing in progress"
                      description="Stories you start reading appear here."
                    >
                      {discoverAction}
                    </EmptyState>
                  );
                }
                return shown.length === 0 ? noMatch : <ProgressList items={shown} />;
              }}
            </QueryList>
          </TabsContent>
          <TabsContent value="saved">
            <QueryList query={bookmarks}>
              {(items) => {
                const shown = items.map((b) => b.story).filter((s) => storyMatches(s, query));
                if (items.length === 0) {
                  return (
                    <EmptyState title="No saved stories" description="Bookmark stories to keep them here.">
                      {discoverAction}
                    </EmptyState>
                  );
                }
                return shown.length === 0 ? noMatch : <SavedList stories={shown} onRead={reader.open} />;
              }}
            </QueryList>
          </TabsContent>
        </Tabs>
      </div>
      <OnceOpened open={selected !== null}>
        <StoryActionSheet story={selected} onClose={() => setSelected(null)} />
      </OnceOpened>
      {reader.overlay}
    </ScreenLayout>
  );
}
