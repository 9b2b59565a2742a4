export interface AdminSettings {
  is_map_on?: boolean;
  is_user_map_on?: boolean;
}

export interface AdminUser {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  role: number;
  is_tac_accepted: boolean;
  deleted_at: string | null;
  settings?: { admin_settings?: AdminSettings } | null;
}

/** The one error shape of every API error (docs/api-contract.md). */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  errors?: Record<string, string[] | string>;
}

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
