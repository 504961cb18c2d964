// The controls around the board, fetched after the first board is drawn (app.js): none of them
// is needed to show a board, and leaving them out of the first load halves its requests.

import { initInput } from './input.js';
import { initPlay } from './play-panel.js';
import { initSolve } from './solve-panel.js';
import { initExplain } from './explain-panel.js';
import { initHint } from './hint-panel.js';
import { initPuzzle } from './puzzle-panel.js';
import { initNewPuzzle } from './new-puzzle.js';
import { initProgress } from './progress-keeper.js';
import { initGameKeeper } from './game-keeper.js';
import { errorMessage } from './controller.js';
import { byId } from './dom.js';

export { linkReads, openFromAddress } from './puzzle-panel.js';
export { resumeGame } from './game-keeper.js';

export function initPanels() {
    // First, so that a puzzle opened again has its time back before the panels show it.
    initProgress();
    initInput();
    initPlay();
    initSolve();
    initExplain();
    initHint();
    initPuzzle();
    initNewPuzzle();
    initGameKeeper();
    onFileChosen('bank-file', async () => (await import('./imports/bank-import.js')).importBankFile);
    onFileChosen('photo-file', async () => (await import('./imports/photo-import.js')).importPhoto);
}

// Adding a file to the bank and reading a photo are fetched when a file is chosen (imports/): most
// visits do neither, and the page's first load stays light.
function onFileChosen(inputId, handler) {
    byId(inputId).addEventListener('change', (event) => {
        handler().then((handle) => handle(event), errorMessage);
    });
}
