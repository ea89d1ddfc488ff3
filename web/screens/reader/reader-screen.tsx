/** The /reader/{storyId} route screen (spec section 2 "/reader/{storyId}"). */
export function ReaderScreen({ storyId }: { storyId: number }) {
  return <main className="p-6" data-story-id={storyId} />;
}
