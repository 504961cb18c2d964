// Hints on the player's own position (their pencil marks included): level 1 names the
// technique, level 2 says where to look, level 3 draws the whole step and offers to apply it.
// A variant asks its own route, with the position written in the variant's cell order.

import * as api from './api.js';
import * as app from './controller.js';
import { byId } from './dom.js';
import { lineOf, workingCandidates } from './grid-model.js';
import { hintSummary } from './report-text.js';

let lastStep = null;
// steps/step-drawing.js, fetched with the first hint: a level-3 step is drawn and applied with it.
let drawing = null;
// The board the hint text is about: the text goes when the board changes or an explanation is shown.
let hintBoard = null;

export function initHint() {
    for (const level of [1, 2, 3]) byId(`hint-${level}`).addEventListener('click', () => hint(level));
    byId('hint-apply').addEventListener('click', apply);
    app.onRender(refresh);
    app.onReset(() => {
        lastStep = null;
        byId('hint-text').textContent = '';
    });
}

async function hint(level) {
    const present = app.board();
    const layout = app.state.layout;
    const working = workingCandidates(present, layout);
    const variant = app.state.variant;
    try {
        const { writeCandidateLine } = await import('./steps/candidate-line.js');
        const asked = variant
            ? api.post('/api/variant/hint', { ...variant.request(app.puzzleLine()), level, ...variant.position(present.values, working) })
            : api.post('/api/hint', {
                  puzzle: app.puzzleLine(),
                  level,
                  position: writeCandidateLine(present.values, working, layout.size),
                  // The placed digits: a cell with one candidate left is still open, which a candidate
                  // line alone cannot say.
                  values: lineOf(present.values),
                  box: app.currentBoxText(),
                  profile: byId('profile').value,
              });
        let report;
        [report, drawing] = await Promise.all([asked, import('./steps/step-drawing.js')]);
        const text = hintSummary(report);
        if (app.board() !== present) return; // the board changed while the server thought
        hintBoard = present;
        byId('hint-text').textContent = text;
        lastStep = level === 3 && report.step ? report.step : null;
        if (lastStep) {
            app.setView({ kind: 'hint', drawing: drawing.drawStep(lastStep, layout) });
        } else if (app.state.view) {
            // The hint is about the player's board: a drawn hint or an explanation is put away.
            app.setView(null);
        } else {
            app.render();
        }
        app.message(report.status === 'HINT' ? `Hint level ${level}.` : text, report.status === 'HINT' ? 'info' : 'error');
    } catch (error) {
        app.errorMessage(error);
    }
}

/** Applies the level-3 step: its placements as the player's digits, its eliminations as marks. */
function apply() {
    if (!lastStep) return;
    const next = drawing.boardAfterStep(app.board(), lastStep, app.state.layout);
    lastStep = null;
    app.commit(next);
    byId('hint-text').textContent = '';
    app.message('Hint applied.', 'success');
}

function refresh() {
    if (app.board() !== hintBoard || app.state.view?.kind === 'explain') {
        lastStep = null;
        hintBoard = null;
        byId('hint-text').textContent = '';
    }
    byId('hint-apply').disabled = !(lastStep && app.state.view?.kind === 'hint');
}
