// Asking for a new puzzle: a level's are drawn from the bank first (at once) and generated only when it
// has none, and the bank's daily puzzle. Fetched with the first Generate or Daily puzzle click
// (new-puzzle.js), out of the page's first load: the Level and Symmetry menus stay there.

import * as api from '../api.js';
import * as app from '../controller.js';
import { busy, byId } from '../dom.js';
import { defaultBox, boxText } from '../layout.js';
import { valuesOfLine } from '../grid-model.js';
import { ratingText, levelNotReachedText } from '../report-text.js';
import { drawPuzzles, dailyPuzzle } from './bank.js';
import { dailyTitle } from './bank-text.js';

/**
 * New puzzles: a level's are drawn from the bank first (at once), and only what it lacks is
 * generated (seconds for the harder levels). The bank holds the default box of each size only. The
 * Level menu's answer from the server and the list of the visit's new puzzles are new-puzzle.js's, handed
 * in: `askLevels` settles once the levels are known, `visitList` gives the list's module.
 */
export async function generate({ askLevels, visitList }) {
    if (app.state.variant) return app.state.variant.generate();
    const size = app.size();
    const body = {
        size,
        box: app.currentBoxText(),
        symmetry: byId('symmetry').value,
        count: Math.max(1, Math.min(10, Number(byId('count').value) || 1)),
    };
    if (size !== 9) await askLevels();
    const level = byId('level').value;
    if (level) body.level = level;
    const done = busy(byId('generate'));
    app.switchPuzzle();
    app.message('Finding a puzzle…');
    try {
        const inBank = level && body.box === boxText(defaultBox(size));
        const reports = inBank ? await drawPuzzles(level, size, body.count, body.symmetry) : [];
        if (reports.length < body.count) {
            app.message('Generating…');
            const answer = await api.post('/api/generate', { ...body, count: body.count - reports.length });
            reports.push(...(Array.isArray(answer) ? answer : [answer]).filter((r) => r?.puzzle));
            if (!reports.length) {
                const timedOut = level && (answer?.[0]?.status ?? answer?.status) === 'TIMEOUT';
                app.message(timedOut ? levelNotReachedText(size, level, false) : (answer?.error ?? answer?.[0]?.error ?? 'Nothing generated.'), 'error');
                return;
            }
        }
        (await visitList()).addGenerated(reports, openReport);
        await openReport(reports[0]);
    } catch (error) {
        if (error.status === 400 && error.field === 'level') app.message(levelNotReachedText(size, level, true), 'error');
        else app.errorMessage(error);
    } finally {
        done();
    }
}

/** The bank's puzzle of the day for the chosen level and the board's size. */
export async function daily() {
    const level = byId('level').value;
    if (!level) {
        app.message('Choose a level for the daily puzzle.', 'info');
        byId('level').focus();
        return;
    }
    const done = busy(byId('daily'));
    app.message('Fetching the daily puzzle…');
    try {
        await openReport(await dailyPuzzle(level, app.size()), true);
    } catch (error) {
        app.errorMessage(error);
    } finally {
        done();
    }
}

async function openReport(report, isDaily = false) {
    const size = Math.round(Math.sqrt(report.puzzle.length));
    await app.loadPuzzle(size, valuesOfLine(report.puzzle, size), report.box);
    if (report.solution) app.state.solution = valuesOfLine(report.solution, size);
    const rating = ratingText(report);
    const title = isDaily ? dailyTitle(report) : '';
    byId('rating').textContent = rating;
    byId('puzzle-title').textContent = title;
    app.message(title ? `${title}.` : `New puzzle${rating ? `: ${rating}` : ''}.`, 'success');
    app.focusSelected();
}
