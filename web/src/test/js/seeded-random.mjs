// Shared by the tests: a seeded generator (every property test prints its seed, so a failure
// is replayed exactly) and random valid solutions of any box shape.

/** mulberry32: small, fast, and good enough to spread test inputs; not for anything secret. */
export function seeded(seed) {
    let a = seed >>> 0;
    const next = () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    return {
        next,
        int: (n) => Math.floor(next() * n),
        pick: (list) => list[Math.floor(next() * list.length)],
        shuffle(list) {
            const copy = list.slice();
            for (let i = copy.length - 1; i > 0; i--) {
                const j = Math.floor(next() * (i + 1));
                [copy[i], copy[j]] = [copy[j], copy[i]];
            }
            return copy;
        },
    };
}

/**
 * A valid solution for boxes of rows x cols: the shifted pattern, then digits relabelled and rows
 * shuffled inside bands and columns inside stacks (each keeps every house a permutation).
 */
export function randomSolution(random, rows, cols) {
    const size = rows * cols;
    const digits = random.shuffle(Array.from({ length: size }, (_, i) => i + 1));
    const shuffledLines = (band, count) =>
        random.shuffle([...Array(size / band).keys()]).flatMap((b) => random.shuffle([...Array(band).keys()]).map((i) => b * band + i)).slice(0, count);
    const rowOrder = shuffledLines(rows, size);
    const colOrder = shuffledLines(cols, size);
    const values = [];
    for (let r = 0; r < size; r++) {
        for (let c = 0; c < size; c++) {
            const row = rowOrder[r];
            const col = colOrder[c];
            values.push(digits[(cols * (row % rows) + Math.floor(row / rows) + col) % size]);
        }
    }
    return values;
}

export const SHAPES = [
    [2, 2],
    [2, 3],
    [2, 4],
    [3, 3],
    [3, 4],
    [4, 4],
    [5, 5],
];
