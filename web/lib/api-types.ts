export type { AuthorProfile, FeaturedCreator, UserStats } from '../../contract/creators';
