// The list engine: declare a list (types.ts), mount it (routes.ts); engine.ts and export.ts run it.
export * from './types.js';
export {
  assertDefinition,
  listRows,
  describeColumns,
  describeFilters,
  pageQuery,
  pageStatementOptions,
  pageMeta,
  type ListResponse,
} from './engine.js';
export {
  exportList,
  exportChunks,
  queryCsvChunks,
  inlineParams,
  sqlLiteral,
  type CopyQuery,
  sendCsv,
  sendCsvChunks,
  csvCell,
  neutralise,
  type Cell,
  visibleExportColumns,
  type ExportColumn,
  type ExportColumnGroup,
  type ExportField,
  type JoinedExport,
} from './export.js';
export {
  parseListRequest,
  parseSearchParam,
  keywordWhere,
  whereOf,
  orderOf,
  type ListRequest,
  type RawQuery,
} from './request.js';
export { assertListContract, mountList, exportFormatOf } from './routes.js';
export { MAX_PAGE, pageNumber, pagingOf } from './paging.js';
export { registerList, listOf } from './registry.js';
export {
  mountQueryList,
  queryListParams,
  runQueryList,
  sortOf,
  QUERY_LIST_PER_PAGE,
  type QueryList,
  type QueryListColumn,
  type QueryListRequest,
} from './queryList.js';
export { KEYWORD_TOTAL_CAP } from './keywordTotal.js';
