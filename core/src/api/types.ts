import type { AdminSettings, PublicUser } from '@pads/contracts';

export type { AdminSettings, ApiErrorBody } from '@pads/contracts';

/** A user as the panel holds it: the API's PublicUser (@pads/contracts); version and settings may be absent. */
export type AdminUser = Omit<PublicUser, 'version' | 'settings'> & {
  version?: number;
  settings?: { admin_settings?: Partial<AdminSettings> } | null;
};

export type SortDirection = 'ascend' | 'descend';

export interface ListColumn {
  column: string;
  display_name: string;
  sort_order?: number;
  relation?: string | null;
  relation_type?: string | null;
  link?: string | null;
  link_column?: string | null;
  link_query?: string | null;
  edit_path?: string | null;
  sortable?: boolean;
}

export interface ListMeta {
  from: number | null;
  to: number | null;
  total: number;
  /** `total` stands for "at least that many": a broad keyword's count is capped (the API's KEYWORD_TOTAL_CAP). */
  total_capped?: boolean;
  per_page: number;
  current_page: number;
  last_page: number;
}

export interface ListResponse<Row> {
  data: Row[];
  columns: ListColumn[];
  filterable?: unknown[];
  entity?: string;
  meta: ListMeta;
}
