// Hints on the player's own position (their pencil marks included): level 1 names the
// technique, level 2 says where to look, level 3 draws the whole step and offers to apply it.
// A variant asks its own route, with the position written in the variant's cell order.
//
// Hints ahead: once the player has asked for a hint in this game, a position of up to 9x9 (a variant's too)
// they pause on (AHEAD_MS without a change) is asked about at level 1 in the background. The hardest take the
// server tenths of a second, or seconds; asked ahead, the next click answers at once, and the server keeps
// the step for levels 2 and 3 (a click while the search runs waits for it). A player who never asks for
// hints costs the server nothing.

import * as api from './api.js';
import * as app from './controller.js';
import { byId } from './dom.js';
import { isFull, lineOf, workingCandidates } from './grid-model.js';
import { hintSummary } from './report-text.js';

let lastStep = null;
// steps/step-drawing.js, fetched with the first hint: a level-3 step is drawn and applied with it.
let drawing = null;
// The board the hint text is about: the text goes when the board changes or an explanation is shown.
let hintBoard = null;

const AHEAD_MS = 1500;
const AHEAD_MAX_SIZE = 9;
// Whether the player asked for a hint in this game, the board last considered for asking ahead, its
// timer, and the answer asked ahead: { key, answer }, the request as JSON and its report (null on failure).
let askedThisGame = false;
let aheadBoard = null;
let aheadTimer = 0;
let ahead = null;

export function initHint() {
    for (const level of [1, 2, 3]) byId(`hint-${level}`).addEventListener('click', () => hint(level));
    byId('hint-apply').addEventListener('click', apply);
    app.onRender(refresh);
    app.onRender(scheduleAhead);
    app.onReset(() => {
        lastStep = null;
        byId('hint-text').textContent = '';
        askedThisGame = false;
        ahead = null;
        clearTimeout(aheadTimer);
    });
}

/** The body of a classic hint request at the level for the board. */
async function hintBody(level, present) {
    const { writeCandidateLine } = await import('./steps/candidate-line.js');
    return {
        puzzle: app.puzzleLine(),
        level,
        position: writeCandidateLine(present.values, workingCandidates(present, app.state.layout), app.state.layout.size),
        // The placed digits: a cell with one candidate left is still open, which a candidate line alone
        // cannot say.
        values: lineOf(present.values),
        box: app.currentBoxText(),
        profile: byId('profile').value,
    };
}

/** The route and body of a hint request at the level for the board. */
async function hintRequest(level, present) {
    const v = app.state.variant;
    if (!v) return { route: '/api/hint', body: await hintBody(level, present) };
    const position = v.position(present.values, workingCandidates(present, app.state.layout));
    return { route: '/api/variant/hint', body: { ...v.request(app.puzzleLine()), level, ...position } };
}

const keyOf = (request) => request.route + JSON.stringify(request.body);

/** After a change of the board, waits for the player to pause on it, then asks ahead (see the top). */
function scheduleAhead() {
    const present = app.board();
    if (!askedThisGame || present === aheadBoard) return;
    aheadBoard = present;
    clearTimeout(aheadTimer);
    aheadTimer = setTimeout(() => askAhead(present), AHEAD_MS);
}

async function askAhead(present) {
    // Larger grids' hardest hints (samurai's too) can take the server seconds each: asked for when wanted.
    if (app.state.layout.size > AHEAD_MAX_SIZE) return;
    if (app.board() !== present || isFull(present) || app.state.editing || app.state.paused || document.hidden) return;
    const request = await hintRequest(1, present);
    const key = keyOf(request);
    if (app.board() !== present || ahead?.key === key) return;
    // A failure here is nobody's news: the click asks again and says what it hears.
    ahead = { key, answer: api.post(request.route, request.body).catch(() => null) };
}

/** The level-1 report asked ahead for exactly this request, or a new request. */
async function askedOrAhead(request) {
    if (request.body.level === 1 && ahead?.key === keyOf(request)) {
        const report = await ahead.answer;
        if (report && report.status !== 'TIMEOUT') return report;
    }
    return api.post(request.route, request.body);
}

async function hint(level) {
    const present = app.board();
    const layout = app.state.layout;
    askedThisGame = true;
    // This board is asked about now: nothing to ask ahead for it.
    aheadBoard = present;
    clearTimeout(aheadTimer);
    try {
        const asked = askedOrAhead(await hintRequest(level, present));
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
