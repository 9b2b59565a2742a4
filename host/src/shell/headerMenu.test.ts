import { selectedMenuKey } from './headerMenu';

describe('selectedMenuKey', () => {
  it('highlights the section of the current screen', () => {
    expect(selectedMenuKey('/dashboard/pad-view/3')).toEqual(['pads']);
    expect(selectedMenuKey('/dashboard/comments-list')).toEqual(['reviews']);
    expect(selectedMenuKey('/dashboard/moderation-revision/4')).toEqual(['moderations']);
    expect(selectedMenuKey('/dashboard/reports/drop-off')).toEqual(['reports']);
    expect(selectedMenuKey('/dashboard/admin-profile')).toEqual([]);
  });
});
