import type { UseQueryResult } from '@tanstack/react-query';
import type { Chapter, TocEntry } from '../../../contract/chapters';
import type { StoryRoleName } from '../../../contract/collaborators';
import type { Story } from '../../../contract/stories';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ManageTab } from './manage-tab';
import { ReadTab } from './read-tab';

/**
 * The story page's Read and Manage tabs, for the story's team only: its owner and accepted collaborators,
 * whose `role` decides what the Manage tab offers (docs/reference/routes.md#story-page,
 * docs/reference/stories.md#collaborators).
 * Its own module: readers never load the tabs nor the Manage tab's forms
 * (docs/reference/performance.md#bundle).
 */
export function AuthorTabs({
  story,
  toc,
  chapters,
  initialTab,
  onPreview,
  role,
}: {
  story: Story;
  toc: UseQueryResult<TocEntry[]>;
  chapters: UseQueryResult<Chapter[]>;
  initialTab: 'read' | 'manage';
  onPreview: (chapterId: number) => void;
  role: StoryRoleName;
}) {
  return (
    <Tabs defaultValue={initialTab}>
      <TabsList aria-label="Story sections">
        <TabsTrigger value="read">Read</TabsTrigger>
        <TabsTrigger value="manage">Manage</TabsTrigger>
      </TabsList>
      <TabsContent value="read">
        <ReadTab story={story} toc={toc} />
      </TabsContent>
      <TabsContent value="manage">
        <ManageTab story={story} chapters={chapters} onPreview={onPreview} role={role} />
      </TabsContent>
    </Tabs>
  );
}
