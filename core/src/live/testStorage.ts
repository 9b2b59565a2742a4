// For tests that run in Node (its fetch and streams are the browser's, its storage is not): a Map stands in for
// localStorage and sessionStorage. Imported first, so the session store finds it when it is made.
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}
Object.assign(globalThis, { sessionStorage: new MemoryStorage(), localStorage: new MemoryStorage() });
