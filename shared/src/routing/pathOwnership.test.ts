/**
 * @jest-environment node
 */
import { longestPrefix, parseRoutingDeclaration, undeclaredRoutePaths } from './pathOwnership';

describe('path ownership', () => {
  it('matches whole segments and prefers the longest prefix', () => {
    const prefixes = ['reports', 'reports/duplicate-report'];
    expect(longestPrefix('reports/duplicate-report/1/2', prefixes)).toBe('reports/duplicate-report');
    expect(longestPrefix('reports/duplicate-report', prefixes)).toBe('reports/duplicate-report');
    expect(longestPrefix('reports/duplicate-reports', prefixes)).toBe('reports');
    expect(longestPrefix('reportsx', prefixes)).toBeUndefined();
  });

  it('lists the routes and menu targets no declared path covers, children joined to parents', () => {
    const declaration = { paths: ['pad-list', 'pad-view'], menu: [{ label: 'Pads', path: 'pads', order: 1 }] };
    const routes = [
      { path: 'pad-list' },
      { path: 'pad-view/:padId', children: [{ path: 'photos' }] },
      { path: 'pad-import', children: [{ index: true }] },
    ];
    expect(undeclaredRoutePaths(routes, declaration)).toEqual(['pad-import', 'pads']);
  });

  it('refuses a malformed declaration whole', () => {
    expect(parseRoutingDeclaration({ paths: ['a/b'], menu: [] })).toEqual({ paths: ['a/b'], menu: [] });
    expect(() => parseRoutingDeclaration(undefined)).toThrow('no routing declaration');
    expect(() => parseRoutingDeclaration({ paths: ['/a'], menu: [] })).toThrow('"paths"');
    expect(() => parseRoutingDeclaration({ paths: [], menu: [] })).toThrow('"paths"');
    expect(() => parseRoutingDeclaration({ paths: ['a'], menu: [{ label: 'A', path: 'a' }] })).toThrow('"menu"');
    // The search areas are optional; when given, each needs its key, label and order.
    const search = [{ area: 'pads', label: 'Pads', order: 10 }];
    expect(parseRoutingDeclaration({ paths: ['a'], menu: [], search })).toEqual({ paths: ['a'], menu: [], search });
    expect(() => parseRoutingDeclaration({ paths: ['a'], menu: [], search: [{ area: 'Pads', order: 1 }] })).toThrow(
      '"search"',
    );
  });
});
