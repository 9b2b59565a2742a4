// The moderation area's search-box provider (issue 36): a revision by its id, with its type, pad and status. Only
// ids are its queries. Registered by ./index.ts, the module the host loads when its search box first opens.
import type { SearchProvider, SearchResult } from '@pads/core';
import { paths } from '@pads/contracts/paths.ts';
import {
  REVISION_STATUS_LABELS,
  REVISION_TYPE_LABELS,
  type RevisionStatus,
  type RevisionType,
} from '@pads/contracts/revisionTypes.ts';
import { readSearchQuery } from '@pads/contracts/search/searchQuery.ts';
import { fetchRevisionSearch, type RevisionSearchHit } from './api/revisionSearch';
import searchAreas from '../routing.json';

export const revisionResult = (revision: RevisionSearchHit): SearchResult => ({
  key: String(revision.id),
  kind: 'Revision',
  title: `Revision ${revision.id}`,
  details: [
    REVISION_TYPE_LABELS[revision.type as RevisionType] ?? `Type ${revision.type}`,
    `Pad: ${revision.pad_name}`,
    REVISION_STATUS_LABELS[revision.status as RevisionStatus] ?? `Status ${revision.status}`,
  ],
  path: paths.moderationRevision(revision.id),
});

const [area] = searchAreas.search;

export const revisionSearchProvider: SearchProvider = {
  ...area!,
  accepts: (query) => readSearchQuery(query).id !== null,
  async search(query, signal) {
    const hits = await fetchRevisionSearch(query, signal);
    return { results: hits.map(revisionResult) };
  },
};
