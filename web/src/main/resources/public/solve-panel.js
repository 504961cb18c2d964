// Solving on the server in the mode the player picks (a variant on its own route). Showing what came
// back (solve/, with the candidate lines of steps/ and the guess tree of extras/ it uses) is fetched
// with the first answer, not with the page: most visits play without asking for a solve.

import * as api from './api.js';
import * as app from './controller.js';
import { busy, byId, clearChildren } from './dom.js';

// solve/solve-report.js once fetched; no guess tree can be shown before.
let results = null;

export function initSolve() {
    byId('solve').addEventListener('click', solve);
    byId('mode').addEventListener('change', syncDepth);
    syncDepth();
    app.onReset(() => {
        results?.clearTree();
        byId('second').hidden = true;
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
        const fetched = import('./solve/solve-report.js');
        const [answer, module] = await Promise.all([
            api.post(variant ? '/api/variant/solve' : '/api/solve', body),
            fetched,
            body.trace && fetched.then((m) => m.treeView()),
        ]);
        results = module;
        module.showReport(answer);
    } catch (error) {
        app.errorMessage(error);
    } finally {
        done();
    }
}
