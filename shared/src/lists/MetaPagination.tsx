import { Pagination, type PaginationProps } from 'antd';
import type { ListMeta } from '@pads/core';

export interface MetaPaginationProps extends Omit<PaginationProps, 'current' | 'pageSize' | 'total' | 'onChange'> {
  meta: ListMeta;
  onChange: (page: number) => void;
}

/**
 * The panel's paging control for a server page (`meta` of a list response): quick jumper, no size
 * changer (the server fixes the page size), hidden when everything fits on one page (spec part 1 §9).
 */
export function MetaPagination({ meta, onChange, ...props }: MetaPaginationProps) {
  return (
    <Pagination
      current={meta.current_page}
      pageSize={meta.per_page}
      total={meta.total}
      showQuickJumper
      showSizeChanger={false}
      hideOnSinglePage
      onChange={onChange}
      {...props}
    />
  );
}
