import { act, renderHook } from '@testing-library/react';
import { registerSearchProvider, searchProviders, useSearchProviders, type SearchProvider } from './searchProviders';

const provider = (area: string, order: number): SearchProvider => ({
  area,
  label: area,
  order,
  search: async () => ({ results: [] }),
});

test('providers are kept per area, by their order; registering an area again replaces it; unregistering removes it', () => {
  const { result } = renderHook(() => useSearchProviders().map((p) => p.area));
  let removeUsers = () => {};
  act(() => {
    removeUsers = registerSearchProvider(provider('users', 20));
    registerSearchProvider(provider('pads', 10));
  });
  expect(result.current).toEqual(['pads', 'users']);
  const newer = provider('users', 5);
  act(() => void registerSearchProvider(newer));
  expect(searchProviders()).toEqual([newer, expect.objectContaining({ area: 'pads' })]);
  // The first registration's remover no longer removes the provider that replaced it.
  act(() => removeUsers());
  expect(result.current).toEqual(['users', 'pads']);
});
