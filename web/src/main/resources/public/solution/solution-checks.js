// What the puzzle's solution tells the player, asked of the server once (controller.ensureSolution):
// whether a puzzle just set has exactly one (Start playing), which placed digits are wrong (Check), and
// the whole grid (Reveal). Fetched with the first of them, out of the page's first load.

import * as app from '../controller.js';
import { StaleAnswer } from '../api.js';
import { ORIGIN } from '../grid-model.js';
import { joinAnd } from '../report-text.js';
import { cellName } from '../symbols.js';

// Asked as play starts: a puzzle with no solution or several is said then, as Check words it, not at the
// first Check; the answer is dropped if the puzzle is being edited again or its givens have changed.
// `said` puts what was said as the puzzle opened around it (a link's notes), which it would replace.
export async function askSolution(said = (problem) => problem) {
    const line = app.puzzleLine();
    try {
        await app.ensureSolution();
    } catch (error) {
        if (app.state.editing || line !== app.puzzleLine() || error instanceof StaleAnswer) return;
        app.message(said(error instanceof Error ? error.message : String(error)), 'error');
    }
}

export async function check() {
    try {
        const solution = await app.ensureSolution();
        const present = app.board();
        const n = app.size();
        const wrong = [];
        let placed = 0;
        present.values.forEach((v, cell) => {
            if (!v || present.origin[cell] === ORIGIN.GIVEN) return;
            placed++;
            if (v !== solution[cell]) wrong.push(cell);
        });
        app.state.flags.wrong = new Set(wrong);
        app.render();
        if (wrong.length) app.message(`${wrong.length} wrong: ${joinAnd(wrong.map((c) => cellName(c, n)))}.`, 'error');
        else app.message(placed ? `All ${placed} placed digits are right.` : 'Nothing placed yet.', 'success');
    } catch (error) {
        app.errorMessage(error);
    }
}

export async function reveal() {
    try {
        const solution = await app.ensureSolution();
        app.commit(app.solvedBoard(solution));
        app.message('The solution is shown; Undo returns to your board.', 'info');
    } catch (error) {
        app.errorMessage(error);
    }
}
