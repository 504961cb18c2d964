// The page's entry point: wires the panels to the shared state and opens the first board
// (the puzzle in the address, else an empty 9x9 ready to type into).

import * as app from './controller.js';
import { initInput } from './input.js';
import { initPlay } from './play-panel.js';
import { initSolve } from './solve-panel.js';
import { initExplain } from './explain-panel.js';
import { initHint } from './hint-panel.js';
import { initPuzzle, openFromAddress } from './puzzle-panel.js';
import { initNewPuzzle } from './new-puzzle.js';
import { initBankImport } from './bank-import.js';
import { initPhotoImport } from './photo-import.js';
import { initProgress } from './progress-keeper.js';

async function start() {
    app.init();
    // First, so that a puzzle opened again has its time back before the panels show it.
    initProgress();
    initInput();
    initPlay();
    initSolve();
    initExplain();
    initHint();
    initPuzzle();
    initNewPuzzle();
    initBankImport();
    initPhotoImport();
    if (!(await openFromAddress())) {
        await app.loadPuzzle(9, new Array(81).fill(0));
        app.message('Type a puzzle (digits become givens), paste one anywhere, or generate one.');
    }
    document.body.dataset.ready = 'true';
}

start();
