// Declared lists by entity, so saved filters can check their filters against the list they belong to.
import type { ListDefinition } from './types.js';

const lists = new Map<string, ListDefinition>();

export function registerList(def: ListDefinition): void {
  lists.set(def.entity, def);
}

export function listOf(entity: string): ListDefinition | undefined {
  return lists.get(entity);
}
