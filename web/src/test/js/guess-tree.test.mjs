import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seeded } from './seeded-random.mjs';
import { buildTree, layoutTree, initiallyCollapsed, treeCounts, descendantCount, COLLAPSE_ABOVE } from '../../main/resources/public/extras/guess-tree.js';

// The trace of `sudoku solve --trace` on 8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..
const TRACE = [
    [1, null, 'r8c7', '3', 'ABANDONED'], [2, 1, 'r7c7', '5', 'ABANDONED'], [3, 2, 'r2c2', '1', 'ABANDONED'],
    [4, 3, 'r1c2', '2', 'CONTRADICTION'], [5, 3, 'r1c2', '6', 'CONTRADICTION'], [6, 2, 'r2c2', '2', 'CONTRADICTION'],
    [7, 1, 'r7c7', '9', 'ABANDONED'], [8, 7, 'r7c2', '2', 'CONTRADICTION'], [9, 7, 'r7c2', '3', 'ABANDONED'],
    [10, 9, 'r6c5', '2', 'ABANDONED'], [11, 10, 'r3c1', '1', 'CONTRADICTION'], [12, 10, 'r3c1', '6', 'CONTRADICTION'],
    [13, 9, 'r6c5', '8', 'CONTRADICTION'], [14, null, 'r8c7', '9', 'KEPT'], [15, 14, 'r7c7', '3', 'KEPT'],
    [16, 15, 'r7c2', '2', 'KEPT'], [17, 16, 'r1c3', '2', 'KEPT'], [18, 17, 'r2c2', '1', 'ABANDONED'],
    [19, 18, 'r1c2', '4', 'CONTRADICTION'], [20, 18, 'r1c2', '6', 'CONTRADICTION'], [21, 17, 'r2c2', '4', 'KEPT'],
].map(([guess, parent, cell, value, outcome]) => ({ guess, parent, cell, value, candidates: [value, '9'], outcome }));

/** A random guess log as a depth-first search writes it: children numbered after their parent. */
function randomTrace(random, size) {
    const trace = [];
    const open = [null];
    while (trace.length < size) {
        const parent = random.pick(open);
        const guess = trace.length + 1;
        const outcome = random.pick(['ABANDONED', 'CONTRADICTION', 'KEPT']);
        trace.push({ guess, parent, cell: `r${1 + random.int(9)}c${1 + random.int(9)}`, value: '1', candidates: ['1', '2'], outcome });
        if (outcome !== 'CONTRADICTION') open.push(guess);
    }
    return trace;
}

function checkLayout(layout, tree, label) {
    const byId = new Map(layout.nodes.map((n) => [n.id, n]));
    const levels = new Map();
    for (const node of layout.nodes) {
        assert.equal(node.y, tree.nodes.get(node.id).depth, `${label}: y is the depth`);
        if (!levels.has(node.y)) levels.set(node.y, []);
        levels.get(node.y).push(node.x);
    }
    for (const [y, xs] of levels) {
        xs.sort((a, b) => a - b);
        for (let i = 1; i < xs.length; i++) assert.ok(xs[i] - xs[i - 1] >= 1, `${label}: level ${y} overlaps`);
    }
    for (const edge of layout.edges) {
        const parent = byId.get(edge.from);
        const child = byId.get(edge.to);
        assert.equal(child.y, parent.y + 1, `${label}: edges go one level down`);
    }
    for (const node of layout.nodes) {
        const children = layout.edges.filter((e) => e.from === node.id).map((e) => byId.get(e.to).x);
        if (children.length) assert.ok(node.x >= Math.min(...children) && node.x <= Math.max(...children), `${label}: parent over its children`);
    }
}

test('the real trace lays out with every guess once, parents over children, no overlaps', () => {
    const tree = buildTree(TRACE);
    const layout = layoutTree(tree);
    assert.equal(layout.nodes.length, TRACE.length + 1);
    checkLayout(layout, tree, 'real');
    assert.deepEqual(treeCounts(tree, { rollbacks: 9 }), { guesses: 21, rollbacks: 9, contradictions: 9, depth: 6 });
    const kept = layout.edges.filter((e) => e.kept).map((e) => e.to);
    assert.deepEqual(kept.sort((a, b) => a - b), [14, 15, 16, 17, 21], 'the kept path is the solution\'s');
});

test(`random traces lay out without overlaps, collapsed or open (seed 31337)`, () => {
    const random = seeded(31337);
    for (let round = 0; round < 200; round++) {
        const trace = randomTrace(random, 1 + random.int(120));
        const tree = buildTree(trace);
        checkLayout(layoutTree(tree), tree, `round ${round} open`);
        const collapsed = initiallyCollapsed(tree);
        const layout = layoutTree(tree, collapsed);
        checkLayout(layout, tree, `round ${round} collapsed`);
        // Every guess is either shown or counted in a collapsed node.
        const hidden = layout.nodes.reduce((sum, n) => sum + n.hidden, 0);
        assert.equal(layout.nodes.length - 1 + hidden, trace.length, `round ${round}`);
        if (trace.length <= COLLAPSE_ABOVE) assert.equal(collapsed.size, 0);
        for (const id of collapsed) assert.equal(tree.nodes.get(id).outcome, 'ABANDONED', 'only abandoned branches fold');
    }
});

test('a collapsed node counts all of its descendants and opens on request', () => {
    const tree = buildTree(TRACE);
    const node1 = tree.nodes.get(1);
    assert.equal(descendantCount(node1), 12);
    const closed = layoutTree(tree, new Set([1]));
    assert.equal(closed.nodes.find((n) => n.id === 1).hidden, 12);
    assert.equal(closed.nodes.length, 22 - 12);
    assert.equal(layoutTree(tree, new Set()).nodes.find((n) => n.id === 1).hidden, 0);
});

test('a guess whose parent is missing from the log hangs under the start', () => {
    const tree = buildTree([{ guess: 5, parent: 3, cell: 'r1c1', value: '1', outcome: 'KEPT' }]);
    assert.equal(tree.root.children.length, 1);
    assert.equal(tree.nodes.get(5).depth, 1);
});
