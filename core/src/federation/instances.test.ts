import { recordContainerInstances } from './instances';

const probe = (react: object) => ({ reactVersion: '19', react, antd: {}, sessionStore: {}, reactQuery: {} });

describe('recordContainerInstances', () => {
  beforeEach(() => {
    delete window.__PADS_SINGLETONS__;
  });

  it('reports the same instances across containers', () => {
    const react = {};
    const shared = { reactVersion: '19.3.1', react, antd: {}, sessionStore: {}, reactQuery: {} };
    recordContainerInstances('host', shared);
    const report = recordContainerInstances('remote_users', { ...shared });
    expect(report.allSame).toBe(true);
    expect(Object.keys(window.__PADS_SINGLETONS__!.containers)).toEqual(['host', 'remote_users']);
  });

  it('flags a duplicated library', () => {
    recordContainerInstances('host', probe({}));
    const report = recordContainerInstances('remote_pads', probe({}));
    expect(report.same.react).toBe(false);
    expect(report.allSame).toBe(false);
  });
});
