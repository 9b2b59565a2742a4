import type { AdminSettings, PublicUser } from '@pads/contracts';
import type { ListPage } from '@pads/contracts/api';
export type { ListColumn, ListMeta } from '@pads/contracts/api';

export type { AdminSettings, ApiErrorBody } from '@pads/contracts';

/** A user as the panel holds it: the API's PublicUser (@pads/contracts); version and settings may be absent. */
export type AdminUser = Omit<PublicUser, 'version' | 'settings'> & {
  version?: number;
  settings?: { admin_settings?: Partial<AdminSettings> } | null;
};

export type SortDirection = 'ascend' | 'descend';

/** A page of a declared list (ListPage of @pads/contracts/api). */
export type ListResponse<Row> = ListPage<Row>;
