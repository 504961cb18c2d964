// What a solve answered, shown on the page, fetched with the first answer (solve-panel.js asks for it):
// the solution (givens bold, solved digits coloured), the work done, the stuck position with its
// candidates, two different solutions side by side, or the reason there is none; in guess mode the
// guess tree, whose code (extras/) is fetched with the first solve that traces its guesses.

import * as app from '../controller.js';
import { byId, el, clearChildren } from '../dom.js';
import { BoardView } from '../board-view.js';
import { buildScene } from '../scene.js';
import { valuesOfLine, ORIGIN } from '../grid-model.js';
import { workItems, solveSummary, isSuccess } from '../report-text.js';
import { cellIndex, cellsNamedIn } from '../symbols.js';
import { readCandidateLine } from '../steps/candidate-line.js';

let tree = null;
// The board of a second solution, made with the first puzzle that has two.
let second = null;

/** Forgets the last answer's guess tree: the board it was about is gone. */
export function clearTree() {
    tree?.clear();
}

/** The guess tree's view, its code fetched the first time a solve traces its guesses. */
export async function treeView() {
    if (!tree) {
        const { TreeView } = await import('../extras/tree-view.js');
        tree ??= new TreeView(byId('guess-tree'));
    }
    return tree;
}

/** A line of the server's answer on the board: a variant's cells are in its own order (samurai's 369). */
function valuesOf(line) {
    return app.state.variant ? app.state.variant.valuesOf(line) : valuesOfLine(line, app.size());
}

export function showReport(report) {
    const n = app.size();
    app.clearFlags();
    byId('second').hidden = true;
    showWork(report);
    if (tree && Array.isArray(report.trace) && report.trace.length) tree.show(report.trace, report);
    else tree?.clear();

    if (report.status === 'SOLVED' && report.solution) {
        const solution = valuesOf(report.solution);
        app.state.solution = solution;
        app.commit(app.solvedBoard(solution));
    } else if (report.status === 'STUCK') {
        showStuck(report);
    } else if (report.status === 'MULTIPLE' && report.solution && !app.state.variant) {
        showTwo(report);
    } else {
        // NONE, INVALID, TIMEOUT, UNRESOLVED: name the cells the reason names.
        const reason = `${report.error ?? ''} ${report.contradiction ?? ''}`;
        app.state.flags.named = new Set(cellsNamedIn(reason, n));
        if (report.grid && report.candidates) showStuck(report);
        else app.render();
    }
    app.render();
    app.message(solveSummary(report), isSuccess(report) ? 'success' : report.status === 'STUCK' || report.status === 'MULTIPLE' ? 'info' : 'error');
}

function showWork(report) {
    const work = byId('work');
    clearChildren(work);
    for (const [label, value] of workItems(report)) {
        work.append(el('div', { class: 'work-item', 'data-work': label }, el('dt', {}, label), el('dd', {}, value)));
    }
}

/** Where logic stopped: its digits on the board and its candidates as the board's pencil marks. */
function showStuck(report) {
    const { values, marks } = app.state.variant ? variantPosition(report, app.state.variant) : position(report);
    const named = app.state.flags.named;
    app.commit(app.solvedBoard(values, marks));
    app.state.flags.named = named;
    app.render();
}

/** A classic report's position: the values reached, and the candidates of the empty cells. */
function position(report) {
    const n = app.size();
    const values = valuesOfLine(report.grid ?? app.puzzleLine(), n);
    const read = readCandidateLine(report.candidates, n);
    if (read) read.values.forEach((v, cell) => (values[cell] = values[cell] || v));
    return { values, marks: read ? read.masks : values.map(() => 0) };
}

/** A variant's position: its lines are in the variant's cell order, mapped onto the canvas. */
function variantPosition(report, variant) {
    const values = variant.valuesOf(report.grid ?? app.puzzleLine());
    const marks = variant.marksOf(report.candidates).map((mask, cell) => (values[cell] ? 0 : mask));
    return { values, marks };
}

/** Two solutions side by side, the cells where they differ marked on both. */
function showTwo(report) {
    const n = app.size();
    const first = valuesOfLine(report.solution, n);
    const other = report.solution2 ? valuesOfLine(report.solution2, n) : null;
    app.commit(app.solvedBoard(first));
    if (!other) return;
    const diff = new Set(
        Array.isArray(report.differences)
            ? report.differences.map((name) => cellIndex(name, n)).filter((c) => c >= 0)
            : first.flatMap((v, cell) => (v !== other[cell] ? [cell] : [])),
    );
    app.state.flags.diff = diff;
    app.render();
    const givens = app.board().origin;
    byId('second').hidden = false;
    second ??= new BoardView(byId('board2'), null);
    second.setLayout(app.state.layout);
    second.render(
        buildScene({
            layout: app.state.layout,
            values: other,
            origin: other.map((v, cell) => (givens[cell] === ORIGIN.GIVEN ? ORIGIN.GIVEN : ORIGIN.SOLVED)),
            cands: other.map(() => 0),
            flags: { diff },
        }),
    );
}
