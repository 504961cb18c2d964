// Asking for an explanation: the whole path from the server. Stepping through it (explain/, with the
// replay and drawing of steps/ it uses) is fetched with the first answer, not with the page: most
// visits never ask, and the page's first load stays light. What stays here is what every render
// needs: the step bar hidden, or shown by the stepping code, and the bar's place by the screen's width.

import * as api from './api.js';
import * as app from './controller.js';
import { busy, byId, clearChildren } from './dom.js';
import { onStepKeys } from './input.js';

// explain/explain-steps.js once fetched; no explanation can be shown before.
let stepping = null;

export function initExplain() {
    byId('explain').addEventListener('click', explain);
    onStepKeys((delta) => stepping?.go(delta), () => (stepping ? stepping.close() : app.focusSelected()));
    placeStepBar();
    app.onRender(refresh);
    app.onReset(() => clearChildren(byId('step-list')));
}

async function explain() {
    const done = busy(byId('explain'));
    app.message('Explaining…');
    try {
        // A variant is explained by its own route, over the rule-set techniques (no profile to choose).
        const variant = app.state.variant;
        const [report, module] = await Promise.all([
            variant
                ? api.post('/api/variant/explain', variant.request(app.puzzleLine()))
                : api.post('/api/explain', {
                      puzzle: app.puzzleLine(),
                      box: app.currentBoxText(),
                      profile: byId('profile').value,
                  }),
            import('./explain/explain-steps.js'),
        ]);
        stepping = module;
        module.showReport(report);
    } catch (error) {
        app.errorMessage(error);
    } finally {
        done();
    }
}

/**
 * The step's sentence and the previous/next buttons sit beside the board on wide screens; where
 * the panels fall below the board (phones), they move right under it, so the step and its
 * drawing are seen together without scrolling.
 */
function placeStepBar() {
    const narrow = window.matchMedia('(max-width: 61.99rem)');
    const place = () => {
        const bar = byId('step-bar');
        const home = narrow.matches ? byId('step-bar-narrow') : byId('explain-nav');
        if (bar.parentElement !== home) home.prepend(bar);
    };
    narrow.addEventListener('change', place);
    place();
}

function refresh() {
    const view = app.state.view;
    const active = view?.kind === 'explain';
    byId('explain-nav').hidden = !active;
    byId('step-bar').hidden = !active;
    document.body.dataset.explaining = String(active);
    if (active) stepping.refreshStep(view);
    else byId('step-text').textContent = '';
}
