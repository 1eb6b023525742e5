// What module federation shares as '@tanstack/react-query' (see rspack.base.ts): the part of it the apps
// use. A shared module is bundled whole, and the whole library adds hydration, infinite and suspense
// queries, which no app uses: 1 kB gzip on every first visit.
//
// Plain JavaScript, reached by file: an import of '@tanstack/react-query' here would be answered by this
// very module, and TypeScript has no types for the package's files (the apps keep importing the package).
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useMutationState,
  usePrefetchQuery,
  useQueries,
  useQuery,
  useQueryClient,
} from '../node_modules/@tanstack/react-query/build/modern/index.js';
