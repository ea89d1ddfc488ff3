export type {
  AuthorProfile,
  DiscoverCreator,
  DiscoverSummary,
  FeaturedCreator,
  UserStats,
} from '../../contract/creators';
