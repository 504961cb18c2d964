// Solving on the server in the mode the player picks (a variant on its own route), and showing what came back: the solution
// (givens bold, solved digits coloured), the work done, the stuck position with its candidates,
// two different solutions, or the reason there is none; in guess mode the guess tree, whose code
// (extras/) is fetched with the first solve that traces its guesses.

import * as api from './api.js';
import * as app from './controller.js';
import { busy, byId, el, clearChildren } from './dom.js';
import { BoardView } from './board-view.js';
import { buildScene } from './scene.js';
import { valuesOfLine, ORIGIN } from './grid-model.js';
import { workItems, solveSummary, isSuccess } from './report-text.js';
import { cellIndex, cellsNamedIn } from './symbols.js';

let tree = null;
// steps/candidate-line.js's reader, fetched with the first answer: where logic stopped, its candidates.
let readCandidateLine;
let second;

export function initSolve() {
    second = new BoardView(byId('board2'), null);
    byId('solve').addEventListener('click', solve);
    byId('mode').addEventListener('change', syncDepth);
    syncDepth();
    app.onReset(() => {
        tree?.clear();
        hideSecond();
        clearChildren(byId('work'));
    });
}

/** The depth applies to the bivalue search only, so it is shown in that mode only. */
function syncDepth() {
    byId('depth-label').hidden = byId('mode').value !== 'bivalue';
}

/** The bivalue search's depth, 1 to 8, or null when the field holds anything else (the number input gives '' then). */
function depth() {
    const text = byId('depth').value.trim();
    const value = Number(text);
    return /^\d+$/.test(text) && value >= 1 && value <= 8 ? value : null;
}

async function solve() {
    const variant = app.state.variant;
    const mode = byId('mode').value;
    if (variant && mode === 'exact') return variant.solve();
    const body = variant ? { ...variant.request(app.puzzleLine()), mode } : { puzzle: app.puzzleLine(), box: app.currentBoxText(), mode };
    if (mode === 'bivalue') {
        body.depth = depth();
        if (body.depth === null) {
            app.message('Depth: a whole number from 1 to 8.', 'error');
            byId('depth').focus();
            return;
        }
    }
    if (mode === 'guess' || mode === 'bivalue') body.trace = true;
    const done = busy(byId('solve'));
    app.message('Solving…');
    try {
        let report;
        [report, { readCandidateLine }] = await Promise.all([
            api.post(variant ? '/api/variant/solve' : '/api/solve', body),
            import('./steps/candidate-line.js'),
            body.trace && treeView(),
        ]);
        show(report);
    } catch (error) {
        app.errorMessage(error);
    } finally {
        done();
    }
}

/** The guess tree's view, its code fetched the first time a solve traces its guesses. */
async function treeView() {
    if (!tree) {
        const { TreeView } = await import('./extras/tree-view.js');
        tree ??= new TreeView(byId('guess-tree'));
    }
    return tree;
}

/** A line of the server's answer on the board: a variant's cells are in its own order (samurai's 369). */
function valuesOf(line) {
    return app.state.variant ? app.state.variant.valuesOf(line) : valuesOfLine(line, app.size());
}

function show(report) {
    const n = app.size();
    app.clearFlags();
    hideSecond();
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

function hideSecond() {
    byId('second').hidden = true;
}
