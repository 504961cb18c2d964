// Playing a variant, loaded when the chooser first names one: the variant in play (its layout,
// how its cells are written for the server, its requests), new puzzles of it, puzzles read from
// text (a jigsaw's givens and region map, in any form the server's reader knows) and solving.

import * as api from '../api.js';
import * as app from '../controller.js';
import { byId, el } from '../dom.js';
import { solveSummary, isSuccess, countOf, ratingText } from '../report-text.js';
import { loadErrorText, rateReportText } from './variant-text.js';
import { variantLevel } from '../new-puzzle.js';
import { cellsNamedIn } from '../symbols.js';
import { variantLayout, lineOfCanvas, canvasOfLine, canvasMarksOfLine, positionOf } from './variant-layout.js';

const TITLES = { jigsaw: 'jigsaw', x: 'X', windoku: 'windoku', oddeven: 'odd/even', samurai: 'samurai', killer: 'killer', consecutive: 'consecutive', 'partial-consecutive': 'partial consecutive' };

/** The chooser's words ("jigsaw,x"): a new puzzle of that variant on the board. */
export async function playVariant(words) {
    addStyle();
    await generate(words);
}

/** A kept game's variant (game-keeper.js) opened again from the texts it was opened from. */
export async function resumeVariant(kept) {
    addStyle();
    await open(kept.words, kept);
}

/** "jigsaw X" for "jigsaw,x". */
export function titleOf(words) {
    return words.split(',').map((word) => TITLES[word] ?? word).join(' ');
}

/** "an X", "an odd/even", "a jigsaw": the article as the title is spoken. */
export function withArticle(title) {
    return `${/^[aeiouxAEIOUX]/.test(title) ? 'an' : 'a'} ${title}`;
}

let styled = false;
function addStyle() {
    if (styled) return;
    styled = true;
    document.head.append(el('link', { rel: 'stylesheet', href: 'variant/variant.css' }));
}

/**
 * A new puzzle of the variant at the chosen size, or at the nearest size the variant is made in
 * (index.html's data-sizes: samurai is 9x9 only), which the Size selector then shows.
 */
async function generate(words) {
    app.switchPuzzle();
    const size = sizeFor(words);
    byId('size').value = String(size);
    const title = titleOf(words);
    const level = await variantLevel(words, size);
    const named = `${level ? `${level} ` : ''}${size === 9 ? title : `${size}x${size} ${title}`}`;
    app.message(`Making ${withArticle(named)} puzzle…`);
    let report;
    try {
        const body = words.includes('samurai') ? { variant: words } : { variant: words, size };
        if (level) body.level = level;
        [report] = await api.post('/api/variant/generate', body);
        if (report?.status !== 'GENERATED') throw new Error(report?.error ?? 'Nothing generated.');
        await open(words, report);
        app.message(`New ${titleOf(words)} puzzle: ${countOf(report.clues, 'given')}.`, 'success');
        app.focusSelected();
    } catch (error) {
        if (error instanceof api.StaleAnswer) return;
        showBoardsRules();
        app.errorMessage(error);
        return;
    }
    // A puzzle made at a level was rated to be chosen: its report carries the rating, asked for only once.
    if (Number.isFinite(report.er)) byId('rating').textContent = ratingText(report);
    else await rate(report.clues);
}

/** The size chosen when the variant is made in it, else the largest it is made in. */
export function sizeFor(words) {
    const option = [...byId('variant').options].find((o) => o.value === words);
    const sizes = (option?.dataset.sizes ?? '9').split(' ').map(Number);
    const chosen = Number(byId('size').value);
    return sizes.includes(chosen) ? chosen : Math.max(...sizes);
}

/** No puzzle was made: the selectors name the board still shown, so they and the board agree. */
function showBoardsRules() {
    byId('variant').value = app.state.variant?.words ?? 'classic';
    byId('size').value = String(app.digits());
    app.render();
}

/**
 * Rates the new puzzle (/api/variant/rate) and shows it where a new classic puzzle's rating is shown
 * (#rating), in the same words. The rating comes after the board (a samurai takes seconds), so one that arrives when another
 * puzzle is in play, or the givens were edited, is dropped.
 */
async function rate(clues) {
    const variant = app.state.variant;
    const line = app.puzzleLine();
    const stillShown = () => app.state.variant === variant && app.puzzleLine() === line;
    const shown = byId('rating');
    shown.textContent = 'Rating…';
    let text;
    try {
        text = rateReportText(await api.post('/api/variant/rate', variant.request(line)), clues);
    } catch (error) {
        if (error instanceof api.StaleAnswer) return;
        text = `not rated: ${error.message}`;
    }
    if (stillShown()) shown.textContent = text;
}

/** Opens a report's puzzle (generated or read by the server) with its region map and marks. */
async function open(words, report) {
    const size = words.split(',').includes('samurai') ? 9 : Math.round(Math.sqrt(report.puzzle.length));
    const { regions, marks, cages, sums, bars } = report;
    const layout = variantLayout({ words, size, regions, marks, cages, sums, bars });
    const extra = {};
    if (regions) extra.regions = regions;
    if (marks) extra.marks = marks;
    // Cages and bars travel as the text solve --variant reads: the givens, then the map and the sums.
    const after = [cages, sums, bars].filter(Boolean);
    await app.loadVariant(
        {
            words,
            layout,
            lineOf: (values) => lineOfCanvas(layout, values),
            valuesOf: (line) => canvasOfLine(layout, line),
            marksOf: (line) => canvasMarksOfLine(layout, line),
            request: (line) => ({ variant: words, puzzle: [line, ...after].join('\n'), ...extra }),
            position: (values, cands) => positionOf(layout, values, cands),
            generate: () => generate(words),
            solve: () => solve(),
            // A kept game whose rating was still on its way when the page was left asks for it again.
            rate: () => rate(cluesOf(report.puzzle)),
            loadText: (text, source) => loadText(words, text, source),
            kept: { words, puzzle: report.puzzle, regions, marks, cages, sums, bars },
        },
        canvasOfLine(layout, report.puzzle),
    );
    if (report.status === 'GENERATED' || report.status === 'SOLVED') app.state.solution = canvasOfLine(layout, report.solution);
}

/** The givens of a puzzle line the server wrote. */
function cluesOf(puzzle) {
    return [...puzzle].filter((ch) => ch !== '.').length;
}

/** Text pasted, typed or opened: the server reads it as a puzzle of the variant in play. */
async function loadText(words, text, source) {
    try {
        const report = await api.post('/api/variant/solve', { variant: words, puzzle: text });
        await open(words, report);
        const clues = cluesOf(report.puzzle);
        const status = report.status === 'SOLVED' ? '' : ` ${solveSummary(report)}`;
        app.message(`Loaded ${withArticle(titleOf(words))} puzzle with ${countOf(clues, 'given')} from ${source}.${status}`, status ? 'error' : 'success');
        app.focusSelected();
    } catch (error) {
        if (error instanceof api.StaleAnswer) return;
        app.message(`Nothing loaded from ${source} as ${withArticle(titleOf(words))} puzzle: ${loadErrorText(error.message)}`, 'error');
    }
}

/** The exact solution shown (givens stay bold), or the reason there is none with its cells named. */
async function solve() {
    const variant = app.state.variant;
    app.message('Solving…');
    try {
        const report = await api.post('/api/variant/solve', variant.request(app.puzzleLine()));
        app.clearFlags();
        if (report.status === 'SOLVED') {
            app.state.solution = variant.valuesOf(report.solution);
            app.commit(app.solvedBoard(app.state.solution));
        } else {
            app.state.flags.named = new Set(cellsNamedIn(report.error, app.size()));
            app.render();
        }
        app.message(solveSummary(report), isSuccess(report) ? 'success' : 'error');
    } catch (error) {
        app.errorMessage(error);
    }
}
