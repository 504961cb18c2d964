// Stepping through an explanation, fetched with the first answer (explain-panel.js asks for it): each
// step drawn on the position it starts from (replayed here from the givens), a list to jump to any step,
// and "solve up to here" that copies the position after the shown step onto the player's board.
// A variant's steps name cells by their place on its canvas, as its layout numbers them.

import * as app from '../controller.js';
import { byId, el, clearChildren } from '../dom.js';
import { givensOnly, hasGivens } from '../grid-model.js';
import { countOf, solveSummary } from '../report-text.js';
import { drawStep, replayAll } from '../steps/step-drawing.js';

// The step controls are only shown with an explanation, so they are wired when the first one comes.
byId('step-prev').addEventListener('click', () => go(-1));
byId('step-next').addEventListener('click', () => go(1));
byId('step-go').addEventListener('click', jump);
byId('step-jump').addEventListener('keydown', (event) => {
    if (event.key === 'Enter') jump();
});
byId('step-apply').addEventListener('click', applyUpToHere);
byId('step-close').addEventListener('click', close);

/** Shows the server's explanation: its steps from the first, or where the puzzle breaks. */
export function showReport(report) {
    const steps = Array.isArray(report.steps) ? report.steps : [];
    if (!steps.length) {
        // Where a puzzle breaks, as Solve says it, or the server's reason.
        app.message(/NONE|INVALID/.test(report.status) ? solveSummary(report) : `No step found: ${report.error ?? report.status}.`, 'error');
        return;
    }
    open(steps);
    const done = report.status === 'SOLVED' ? 'solves the puzzle' : `stops (${report.status}${report.error ? `: ${report.error}` : ''})`;
    app.message(`${countOf(steps.length, 'step')}; the path ${done}.`, report.status === 'SOLVED' ? 'success' : 'info');
}

function open(steps) {
    const layout = app.state.layout;
    const present = app.board();
    const givens = hasGivens(present) ? givensOnly(present) : present.values.slice();
    app.setView({
        kind: 'explain',
        steps,
        givens,
        positions: replayAll(givens, steps, layout),
        drawings: steps.map((step) => drawStep(step, layout)),
        index: 0,
    });
    buildList(steps);
}

function buildList(steps) {
    const list = byId('step-list');
    clearChildren(list);
    steps.forEach((step, index) => {
        list.append(
            el(
                'li',
                {},
                el('button', { type: 'button', class: 'step-item', 'data-step': index + 1, onclick: () => show(index) }, step.text || step.name || step.technique),
            ),
        );
    });
}

/** Step index k shows the position before step k+1 with that step drawn; index n the end. */
function show(index) {
    const view = app.state.view;
    if (view?.kind !== 'explain') return;
    view.index = Math.max(0, Math.min(index, view.steps.length));
    app.render();
    byId('step-list').querySelector('[aria-current="step"]')?.scrollIntoView({ block: 'nearest' });
}

export function go(delta) {
    const view = app.state.view;
    if (view?.kind === 'explain') show(view.index + delta);
}

/** Jumps to the step typed; a number outside 1..N is refused, saying the range. */
function jump() {
    const view = app.state.view;
    if (view?.kind !== 'explain') return;
    const total = view.steps.length;
    const text = byId('step-jump').value.trim();
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < 1 || n > total) {
        app.message(`Step: a number from 1 to ${total}.`, 'error');
        return;
    }
    show(n - 1);
}

// Both go back to the player's board, and so does the focus: their buttons are hidden with the explanation.
export function close() {
    if (app.state.view?.kind === 'explain') app.setView(null);
    app.focusSelected();
}

/** Puts the position after the shown step on the board: its digits, and its candidates as marks. */
function applyUpToHere() {
    const view = app.state.view;
    if (view?.kind !== 'explain') return;
    const after = view.positions[Math.min(view.index + 1, view.steps.length)];
    app.commit(app.solvedBoard(after.values, after.cands));
    app.message(`Steps 1 to ${Math.min(view.index + 1, view.steps.length)} applied to the board.`, 'success');
    app.focusSelected();
}

/** The shown step's sentence, the buttons that can move from it and its place in the list. */
export function refreshStep(view) {
    const text = byId('step-text');
    const total = view.steps.length;
    byId('step-prev').disabled = view.index === 0;
    byId('step-next').disabled = view.index >= total;
    byId('step-jump').max = String(total);
    byId('step-apply').disabled = view.index >= total;
    if (view.index < total) {
        const step = view.steps[view.index];
        text.textContent = `Step ${view.index + 1} of ${total}: ${step.text || step.name}`;
        text.dataset.technique = step.technique ?? '';
    } else {
        text.textContent = `All ${total} steps applied.`;
    }
    byId('step-list')
        .querySelectorAll('.step-item')
        .forEach((item, index) => {
            if (index === view.index) item.setAttribute('aria-current', 'step');
            else item.removeAttribute('aria-current');
        });
}
