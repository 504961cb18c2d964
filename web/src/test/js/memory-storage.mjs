/** A Storage-like object over a Map, as localStorage behaves; `items` shows what is stored. */
export function memoryStorage() {
    const items = new Map();
    return {
        items,
        getItem: (key) => (items.has(key) ? items.get(key) : null),
        setItem: (key, value) => items.set(key, String(value)),
        removeItem: (key) => items.delete(key),
    };
}
