// The guess log of a solve in guess mode, as a tree laid out top-down. Each node is a guess
// (cell, value, the candidates it chose from); its children are the guesses made under it.
// Layout: leaves take consecutive columns in depth-first order and a parent sits midway over its
// first and last child, so nodes of one level never overlap and edges never cross. A tidier
// (Reingold-Tilford) layout packs tighter, but guess trees are shallow and wide, where the
// simple one is already compact and its invariants are easy to test.

/** Builds { root, nodes } from the trace; root (id 0) is the position before any guess. */
export function buildTree(trace) {
    const root = { id: 0, parent: null, children: [], outcome: 'ROOT', depth: 0 };
    const nodes = new Map([[0, root]]);
    for (const entry of trace ?? []) {
        nodes.set(entry.guess, {
            id: entry.guess,
            cell: entry.cell,
            value: entry.value,
            candidates: entry.candidates ?? [],
            outcome: entry.outcome,
            parent: entry.parent ?? 0,
            children: [],
            depth: 0,
        });
    }
    for (const node of nodes.values()) {
        if (node === root) continue;
        // A parent the log does not hold (a truncated log) hangs the guess under the root.
        const parent = nodes.get(node.parent) ?? root;
        node.parent = parent.id;
        parent.children.push(node);
    }
    const visit = (node, depth) => {
        node.depth = depth;
        node.children.sort((a, b) => a.id - b.id);
        node.children.forEach((child) => visit(child, depth + 1));
    };
    visit(root, 0);
    return { root, nodes };
}

export function descendantCount(node) {
    return node.children.reduce((sum, child) => sum + 1 + descendantCount(child), 0);
}

/**
 * Trees larger than this many guesses open with their abandoned sub-trees collapsed: the kept
 * path and the contradictions near it stay readable, and a click opens any branch.
 */
export const COLLAPSE_ABOVE = 40;

export function initiallyCollapsed(tree) {
    const collapsed = new Set();
    if (tree.nodes.size - 1 <= COLLAPSE_ABOVE) return collapsed;
    for (const node of tree.nodes.values()) {
        if (node.outcome === 'ABANDONED' && node.children.length) collapsed.add(node.id);
    }
    return collapsed;
}

/**
 * Positions of the visible nodes in grid units: x is a column (0-based), y the depth. A collapsed
 * node shows how many guesses it hides. Returns { nodes, edges, columns, levels }.
 */
export function layoutTree(tree, collapsed = new Set()) {
    const placed = [];
    const edges = [];
    let nextColumn = 0;
    const place = (node) => {
        const open = !collapsed.has(node.id);
        const children = open ? node.children : [];
        let x;
        if (children.length === 0) {
            x = nextColumn++;
        } else {
            const xs = children.map((child) => {
                const childX = place(child);
                edges.push({ from: node.id, to: child.id, kept: child.outcome === 'KEPT' });
                return childX;
            });
            x = (xs[0] + xs.at(-1)) / 2;
        }
        placed.push({
            id: node.id,
            x,
            y: node.depth,
            cell: node.cell,
            value: node.value,
            candidates: node.candidates,
            outcome: node.outcome,
            hidden: open ? 0 : descendantCount(node),
            canToggle: node.children.length > 0 && node.id !== 0,
        });
        return x;
    };
    place(tree.root);
    placed.sort((a, b) => a.id - b.id);
    return {
        nodes: placed,
        edges,
        columns: Math.max(1, nextColumn),
        levels: Math.max(...placed.map((n) => n.y)) + 1,
    };
}

/** The counts printed under the tree: guesses, roll-backs (from the report when it has them), depth. */
export function treeCounts(tree, report = {}) {
    let depth = 0;
    let contradictions = 0;
    for (const node of tree.nodes.values()) {
        depth = Math.max(depth, node.depth);
        if (node.outcome === 'CONTRADICTION') contradictions++;
    }
    return {
        guesses: tree.nodes.size - 1,
        rollbacks: Number.isFinite(report.rollbacks) ? report.rollbacks : contradictions,
        contradictions,
        depth,
    };
}

/** Short label of a guess node: "r4c5=3" and its choices "{3 7}". */
export function nodeLabel(node) {
    if (node.id === 0) return 'start';
    return `${node.cell}=${node.value}`;
}
