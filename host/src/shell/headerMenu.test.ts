/**
 * @jest-environment node
 */
import { directoryOf, ROUTING } from '../remotes/testing/directory';
import { headerMenuEntries, selectedMenuKey } from './headerMenu';

describe('header menu', () => {
  const menu = headerMenuEntries(directoryOf());

  it('lists the remotes’ entries in their declared order', () => {
    expect(menu.map(({ label, to }) => [label, to])).toEqual([
      ['Pads', '/dashboard/pad-list'],
      ['Users', '/dashboard/user-list'],
      ['Moderations', '/dashboard/moderation-list'],
      ['Reviews', '/dashboard/comments-list'],
      ['Reports', '/dashboard/reports'],
      ['Announcements', '/dashboard/announcements'],
    ]);
  });

  it('leaves out a remote whose declaration is unknown', () => {
    const { remote_reports: _reports, ...others } = ROUTING;
    expect(headerMenuEntries(directoryOf(others)).map(({ label }) => label)).not.toContain('Reports');
    expect(headerMenuEntries(undefined)).toEqual([]);
  });

  it('highlights the section of the current screen', () => {
    expect(selectedMenuKey('/dashboard/pad-view/3', menu)).toEqual(['/dashboard/pad-list']);
    expect(selectedMenuKey('/dashboard/comments-list', menu)).toEqual(['/dashboard/comments-list']);
    expect(selectedMenuKey('/dashboard/moderation-revision/4', menu)).toEqual(['/dashboard/moderation-list']);
    expect(selectedMenuKey('/dashboard/reports/drop-off', menu)).toEqual(['/dashboard/reports']);
    expect(selectedMenuKey('/dashboard/reports/duplicate-report/1/2', menu)).toEqual(['/dashboard/reports']);
    expect(selectedMenuKey('/dashboard/admin-profile', menu)).toEqual([]);
  });
});
